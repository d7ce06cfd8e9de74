import { describe, expect, it } from 'vitest';
import { matchPath } from '../match-path';

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
