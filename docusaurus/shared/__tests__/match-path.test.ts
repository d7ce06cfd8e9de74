import { describe, expect, it } from 'vitest';
import { matchPath, navLinkMatch } from '../match-path';

describe("React Router 5's matchPath (as @docusaurus/router re-exports it)", () => {
  it('matches a prefix unless exact, with params and the matched url', () => {
    expect(matchPath('/docs/lamps/wick', { path: '/docs/:section' })).toEqual({
      path: '/docs/:section',
      url: '/docs/lamps',
      isExact: false,
      params: { section: 'lamps' },
    });
    expect(matchPath('/docs/lamps/wick', { path: '/docs/:section', exact: true })).toBeNull();
    expect(matchPath('/docs/lamps', '/docs/:section')?.isExact).toBe(true);
    expect(matchPath('/docsy', '/docs')).toBeNull();
  });

  it('takes the first of several paths, optional params, a star, and the root', () => {
    expect(matchPath('/blog/x', { path: ['/docs', '/blog'] })?.path).toBe('/blog');
    expect(matchPath('/docs', '/docs/:id?')).toMatchObject({ url: '/docs', params: { id: undefined } });
    expect(matchPath('/a/b/c', '/a/*')?.params).toEqual({ 0: 'b/c' });
    expect(matchPath('/anything', '/')).toMatchObject({ url: '/', isExact: false });
    expect(matchPath('/Docs', { path: '/docs', sensitive: true })).toBeNull();
  });
});

describe("React Router 5's NavLink test (@docusaurus/Link with isNavLink)", () => {
  it("is active on the link's page and below it, unless exact; a trailing slash either way unless strict", () => {
    expect(navLinkMatch('/sub/ar/docs/intro', '/sub/ar/docs')?.url).toBe('/sub/ar/docs');
    expect(navLinkMatch('/sub/ar/docs/intro', '/sub/ar/docs', { exact: true })).toBeNull();
    expect(navLinkMatch('/sub/ar/docs/', '/sub/ar/docs', { exact: true })?.isExact).toBe(true);
    expect(navLinkMatch('/sub/ar/docs', '/sub/ar/docs/', { exact: true })).not.toBeNull();
    expect(navLinkMatch('/sub/ar/docs', '/sub/ar/docs/', { strict: true })).toBeNull();
    expect(navLinkMatch('/sub/ar/docsy', '/sub/ar/docs')).toBeNull();
  });

  it('takes the path literally (no params), ignores the query and hash, and is case-insensitive unless sensitive', () => {
    expect(navLinkMatch('/sub/a:b/c', '/sub/a:b')).not.toBeNull();
    expect(navLinkMatch('/sub/ax/c', '/sub/a.')).toBeNull();
    expect(navLinkMatch('/sub/docs/intro', '/sub/docs/intro?x=1#top')?.isExact).toBe(true);
    expect(navLinkMatch('/sub/Docs', '/sub/docs')).not.toBeNull();
    expect(navLinkMatch('/sub/Docs', '/sub/docs', { sensitive: true })).toBeNull();
    expect(navLinkMatch('/sub/docs', '#top')).toBeNull();
  });
});
