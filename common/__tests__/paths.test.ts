import { describe, expect, it } from 'vitest';
import { decodePath, matchRoute, normalizePath } from '../paths';

describe('normalizePath', () => {
  it.each([
    ['/docs/x.html', '/docs/x'],
    ['/docs/x/index.html', '/docs/x/'],
    ['/index.html', '/'],
    ['/docs//x', '/docs/x'],
    ['/docs/x?q=1#h', '/docs/x'],
    ['/docs/caf%C3%A9', '/docs/café'],
    ['', '/'],
  ])('%s → %s', (input, output) => {
    expect(normalizePath(input)).toBe(output);
  });
});

describe('decodePath', () => {
  it('decodes what a browser encodes in a route (spaces, non-ASCII), so a route matches itself', () => {
    expect(decodePath('/recipes/mulch%20and%20compost')).toBe('/recipes/mulch and compost');
    expect(decodePath('/docs/caf%C3%A9')).toBe('/docs/café');
    expect(matchRoute({ '/recipes/mulch and compost': 1 }, '/recipes/mulch%20and%20compost')?.route).toBe(decodePath('/recipes/mulch%20and%20compost'));
  });
  it('leaves an undecodable path as it is', () => expect(decodePath('/docs/100%')).toBe('/docs/100%'));
});

describe('matchRoute', () => {
  const routes = { '/docs/x': 1, '/docs/voice/pipelines/': 2, '/': 3 };
  it('matches exact routes', () => expect(matchRoute(routes, '/docs/x')).toEqual({ route: '/docs/x', value: 1 }));
  it('matches with or without the trailing slash', () => {
    expect(matchRoute(routes, '/docs/x/')?.route).toBe('/docs/x');
    expect(matchRoute(routes, '/docs/voice/pipelines')?.route).toBe('/docs/voice/pipelines/');
  });
  it('matches .html and /index.html forms', () => {
    expect(matchRoute(routes, '/docs/x.html')?.route).toBe('/docs/x');
    expect(matchRoute(routes, '/docs/x/index.html')?.route).toBe('/docs/x');
  });
  it('returns null for unknown paths', () => expect(matchRoute(routes, '/docs/nope')).toBeNull());
  it('does not match inherited object keys', () => expect(matchRoute(routes, '/constructor')).toBeNull());
});
