import { describe, expect, it } from 'vitest';
import { createdRedirects } from '../client-redirects.js';

describe('createRedirects (client-redirects plugin)', () => {
  it('is called per route without the locale prefix; its paths redirect to that route, under the locale', () => {
    const seen: string[] = [];
    const { redirects, problems } = createdRedirects(
      (path) => {
        seen.push(path);
        if (path === '/docs/a') return ['/old/a', '/older/a'];
        if (path === '/blog') return '/news';
        return undefined;
      },
      ['/', '/docs/a', '/blog', '/ar/', '/ar/docs/a'],
      ['', '/ar'],
    );
    expect(seen).toEqual(['/', '/docs/a', '/blog', '/', '/docs/a']);
    expect(redirects).toEqual([
      { from: '/old/a', to: '/docs/a' },
      { from: '/older/a', to: '/docs/a' },
      { from: '/news', to: '/blog' },
      { from: '/ar/old/a', to: '/ar/docs/a' },
      { from: '/ar/older/a', to: '/ar/docs/a' },
    ]);
    expect(problems).toEqual([]);
  });

  it('reports a function that throws, with the path it was called for', () => {
    const { problems } = createdRedirects(
      () => {
        throw new Error('no');
      },
      ['/docs/a'],
      [],
    );
    expect(problems).toEqual([{ severity: 'error', message: 'client redirects: createRedirects("/docs/a") threw: no' }]);
  });
});
