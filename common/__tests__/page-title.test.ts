import { describe, expect, it } from 'vitest';
import { documentTitle, pageTitle } from '../page-title';

describe('pageTitle (theme-common 3.x default title formatter)', () => {
  it("puts the site's delimiter between the page's title and the site's, `|` by default", () => {
    expect(pageTitle('Install', 'Quillmate', false)).toBe('Install | Quillmate');
    expect(pageTitle('Install', 'Quillmate', false, '·')).toBe('Install · Quillmate');
  });

  it('gives the site title alone on the home page, for an empty title and for a page titled as the site', () => {
    expect(pageTitle('Install', 'Quillmate', true, '·')).toBe('Quillmate');
    expect(pageTitle('   ', 'Quillmate', false)).toBe('Quillmate');
    expect(pageTitle('Quillmate', 'Quillmate', false)).toBe('Quillmate');
  });

  it("trims the page's title as Docusaurus does", () => {
    expect(pageTitle('  Install \n', 'Quillmate', false)).toBe('Install | Quillmate');
  });
});

describe('documentTitle', () => {
  const site = { title: 'Quillmate', titleDelimiter: '~' };
  it("formats a route's chunk title and the not-found page's with the site's delimiter", () => {
    expect(documentTitle({ site, route: '/docs/intro', chunk: { title: 'Welcome' } })).toBe('Welcome ~ Quillmate');
    expect(documentTitle({ site, route: '/', chunk: { title: 'Home' } })).toBe('Quillmate');
    expect(documentTitle({ site, route: null, chunk: null })).toBe('Page Not Found ~ Quillmate');
  });
});
