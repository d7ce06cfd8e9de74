import { describe, expect, it } from 'vitest';
import { createLinkResolver } from '../links';

const resolve = createLinkResolver(
  new Map([
    ['docs/a/b.md', '/docs/a/b'],
    ['docs/a/c.mdx', '/docs/a/c'],
    ['docs/top.md', '/docs/top'],
    ['docs/a/b/c.md', '/docs/a/b/c'],
    ['docs/api/models.md', '/docs/api/models'],
    ['docs/api/sub/endpoints.md', '/docs/api/sub/endpoints'],
    ['blog/2024-01-01-x.md', '/blog/2024/01/01/x'],
    ['blog/2024-02-01-y.md', '/blog/2024/02/01/y'],
    ['guides/extra.md', '/guides/extra'],
    ['docs/my doc.md', '/docs/my-doc'],
  ]),
);

describe('link resolution', () => {
  it('resolves relative .md and .mdx links to routes', () => {
    expect(resolve('./c.mdx', 'docs/a/b.md')).toBe('/docs/a/c');
    expect(resolve('../top.md', 'docs/a/b.md')).toBe('/docs/top');
  });
  it('resolves /file.md against the docs root', () => expect(resolve('/top.md', 'docs/a/b.md')).toBe('/docs/top'));
  it('returns null for a missing file', () => expect(resolve('./missing.md', 'docs/a/b.md')).toBeNull());
  it('normalises absolute paths', () => expect(resolve('/docs/a/b.html', 'docs/top.md')).toBe('/docs/a/b'));
  it('resolves relative URLs against the page route', () => expect(resolve('c', 'docs/a/b.md')).toBe('/docs/a/c'));
  it("resolves relative URLs against the page's URL in the form `trailingSlash` serves it, as Docusaurus's broken-links check and a browser do", () => {
    const routes = new Map([
      ['docs/esp/setup.md', '/docs/esp/setup'],
      ['docs/esp/index.md', '/docs/esp/'],
    ]);
    const slash = createLinkResolver(routes, undefined, '/', true);
    // Served at /docs/esp/setup/: `../flashing` is its sibling, `wifi` its child.
    expect(slash('../flashing', 'docs/esp/setup.md')).toBe('/docs/esp/flashing');
    expect(slash('wifi', 'docs/esp/setup.md')).toBe('/docs/esp/setup/wifi');
    expect(slash('wifi', 'docs/esp/index.md')).toBe('/docs/esp/wifi');
    // Served at /docs/esp: the index's relative links are its folder's siblings.
    const noSlash = createLinkResolver(routes, undefined, '/', false);
    expect(noSlash('../flashing', 'docs/esp/setup.md')).toBe('/docs/flashing');
    expect(noSlash('wifi', 'docs/esp/index.md')).toBe('/docs/wifi');
    // Unset: routes as the plugins made them.
    const unset = createLinkResolver(routes);
    expect(unset('wifi', 'docs/esp/index.md')).toBe('/docs/esp/wifi');
    expect(unset('../flashing', 'docs/esp/setup.md')).toBe('/docs/flashing');
  });
  it('links posts to docs', () => expect(resolve('../docs/top.md', 'blog/2024-01-01-x.md')).toBe('/docs/top'));
  describe('as Docusaurus resolves Markdown links', () => {
    it('tries a bare path against the file folder first', () => expect(resolve('b/c.md', 'docs/a/top.md')).toBe('/docs/a/b/c'));
    it('then against the content root of the file', () => expect(resolve('api/models.md', 'docs/api/sub/endpoints.md')).toBe('/docs/api/models'));
    it('then against the site folder', () => expect(resolve('guides/extra.md', 'docs/a/b.md')).toBe('/guides/extra'));
    it('uses the blog folder as the root of posts', () => expect(resolve('2024-02-01-y.md', 'blog/2024-01-01-x.md')).toBe('/blog/2024/02/01/y'));
    it('resolves /docs/x.md through the site folder', () => expect(resolve('/docs/top.md', 'blog/2024-01-01-x.md')).toBe('/docs/top'));
    it('never looks beyond the file folder for ./ and ../ links', () => expect(resolve('./api/models.md', 'docs/a/b.md')).toBeNull());
    it('resolves @site/ paths', () => expect(resolve('@site/docs/top.md', 'docs/a/b.md')).toBe('/docs/top'));
    it('decodes percent-escapes', () => expect(resolve('my%20doc.md', 'docs/a/b.md')).toBe('/docs/my-doc'));
  });
  describe('with the content folders of every plugin', () => {
    const versioned = createLinkResolver(
      new Map([
        ['docs/intro.md', '/docs/next/intro'],
        ['versioned_docs/version-1.0/intro.md', '/docs/intro'],
        ['versioned_docs/version-1.0/guide/install.md', '/docs/guide/install'],
        ['src/pages/about.md', '/about'],
        ['src/pages/team/people.md', '/team/people'],
      ]),
      ['docs', 'versioned_docs/version-1.0', 'blog', 'src/pages'],
    );
    it("resolves a versioned doc's bare and /-links in its version's folder", () => {
      expect(versioned('intro.md', 'versioned_docs/version-1.0/guide/install.md')).toBe('/docs/intro');
      expect(versioned('/guide/install.md', 'versioned_docs/version-1.0/intro.md')).toBe('/docs/guide/install');
      expect(versioned('/intro.md', 'docs/intro.md')).toBe('/docs/next/intro');
    });
    it("resolves a page's /-link in the pages folder", () => expect(versioned('/team/people.md', 'src/pages/about.md')).toBe('/team/people'));
  });
  describe('under a base URL', () => {
    const based = createLinkResolver(new Map([['docs/top.md', '/docs/top']]), ['docs'], '/sub/ar/');
    it('drops the base URL a path starts with, as Docusaurus keeps such a path as written', () => {
      expect(based('/sub/ar/docs/top', 'docs/top.md')).toBe('/docs/top');
      expect(based('/sub/ar', 'docs/top.md')).toBe('/');
      expect(based('/sub/ar/', 'docs/top.md')).toBe('/');
    });
    it('leaves a path that is not under it, which the base URL is put in front of', () => {
      expect(based('/docs/top', 'docs/top.md')).toBe('/docs/top');
      expect(based('/sub/docs/top', 'docs/top.md')).toBe('/sub/docs/top');
      expect(based('/sub/arabic', 'docs/top.md')).toBe('/sub/arabic');
    });
    it('changes nothing under base /', () => expect(createLinkResolver(new Map(), ['docs'], '/')('/docs/x', 'docs/a.md')).toBe('/docs/x'));
  });
});
