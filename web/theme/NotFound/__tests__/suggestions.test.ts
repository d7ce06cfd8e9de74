import { describe, expect, it } from 'vitest';
import { suggestions } from '../suggestions';

describe('not-found suggestions', () => {
  it('come from the navbar: internal doc links, links and dropdown items, without home, search or duplicates', () => {
    expect(
      suggestions([
        { type: 'doc', label: 'Guide', route: '/docs/guide', position: 'left' },
        { type: 'link', label: 'Blog', href: '/blog', external: false, position: 'left' },
        { type: 'link', label: 'GitHub', href: 'https://github.com/x', external: true, position: 'right' },
        { type: 'search', position: 'right' },
        {
          type: 'dropdown',
          label: 'More',
          position: 'left',
          items: [
            { label: 'Guide again', href: '/docs/guide', external: false },
            { label: 'API', href: '/docs/api', external: false },
            { label: 'Home', href: '/', external: false },
          ],
        },
      ]),
    ).toEqual([
      { label: 'Guide', href: '/docs/guide' },
      { label: 'Blog', href: '/blog' },
      { label: 'API', href: '/docs/api' },
    ]);
  });

  it('is empty for a site without a navbar', () => {
    expect(suggestions([])).toEqual([]);
  });
});
