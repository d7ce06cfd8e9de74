import { beforeAll, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { bootQuery, queryClient } from '../../../../web/app/query';
import NotFoundContent from '../NotFound/Content';

/** `@theme/NotFound/Content`, as a site's own 404 page puts it inside its Layout: the text without the page's landmark id. */
beforeAll(() => {
  queryClient.setQueryData(bootQuery.queryKey, {
    site: { baseUrl: '/', navbar: [{ type: 'link', label: 'Guides', href: '/docs/intro', external: false }] },
  });
});

describe('@theme/NotFound/Content', () => {
  it("draws the theme's not-found text in a <main> with the caller's class, and no second #main-content", () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <NotFoundContent className="lost-lamp" />
      </MemoryRouter>,
    );
    expect(html).toMatch(/^<main class="container page-narrow not-found lost-lamp"><h1>Page Not Found<\/h1>/);
    expect(html).not.toContain('main-content');
    expect(html).toContain('<a href="/docs/intro">Guides</a>');
    expect(html).toContain('<a href="/search">search</a>');
  });
});
