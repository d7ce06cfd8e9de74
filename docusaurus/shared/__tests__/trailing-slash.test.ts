import { describe, expect, it } from 'vitest';
import { applyTrailingSlash } from '../trailing-slash';

describe("Docusaurus's applyTrailingSlash (what its Link does to internal targets)", () => {
  const base = '/sub/ar/';
  // [path, trailingSlash, result]
  const cases: [string, boolean | undefined, string][] = [
    ['/sub/ar/docs/intro', true, '/sub/ar/docs/intro/'],
    ['/sub/ar/docs/intro/', true, '/sub/ar/docs/intro/'],
    ['/sub/ar/docs/intro/', false, '/sub/ar/docs/intro'],
    ['/sub/ar/docs/intro?q=1#a', true, '/sub/ar/docs/intro/?q=1#a'],
    ['/sub/ar/docs/intro/#a', false, '/sub/ar/docs/intro#a'],
    // Unset: Docusaurus's legacy mode leaves every path as written.
    ['/sub/ar/docs/intro/', undefined, '/sub/ar/docs/intro/'],
    // Never: an anchor, the root, the base URL itself.
    ['#a', true, '#a'],
    ['/', false, '/'],
    ['/sub/ar/', false, '/sub/ar/'],
    ['/sub/ar/?q=1', false, '/sub/ar/?q=1'],
  ];
  it.each(cases)('%s with trailingSlash %s is %s', (path, trailingSlash, result) => {
    expect(applyTrailingSlash(path, { trailingSlash, baseUrl: base })).toBe(result);
  });
});
