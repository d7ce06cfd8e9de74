import { describe, expect, it } from 'vitest';
import { clientRedirectRules } from '../client-redirects.js';
import { globToRegExp } from '../discovery.js';
import { normalizeBase, withBase, withoutBase } from '../../../common/base-url.js';

const pages = new Set(['/', '/docs/a', '/docs/b']);
const isPage = (p: string) => pages.has(p);

describe('clientRedirectRules', () => {
  it('writes 301 rules under the base URL', () => {
    const { text, problems } = clientRedirectRules([{ from: '/old', to: '/docs/a' }], isPage, '/sub/');
    expect(text.split('\n').slice(1)).toEqual(['/sub/old /sub/docs/a 301']);
    expect(problems).toEqual([]);
  });

  it('fails on a target that is no page and skips a source that is a page', () => {
    const { text, problems } = clientRedirectRules(
      [
        { from: '/x', to: '/nowhere' },
        { from: '/docs/b', to: '/docs/a' },
      ],
      isPage,
      '/',
    );
    expect(text).toBe('');
    expect(problems).toEqual([
      { severity: 'error', message: 'client redirect from /x: target /nowhere is not a page of this site' },
      { severity: 'warning', message: 'client redirect from /docs/b is skipped: that path is already a page' },
    ]);
  });
});

describe('sitemap ignorePatterns', () => {
  it('matches globs as the sitemap plugin does', () => {
    expect(globToRegExp('/tags/**').test('/tags/a/b')).toBe(true);
    expect(globToRegExp('/blog/page/*').test('/blog/page/2')).toBe(true);
    expect(globToRegExp('/blog/page/*').test('/blog/page/2/x')).toBe(false);
    expect(globToRegExp('/blog/archive').test('/blog/archive')).toBe(true);
    expect(globToRegExp('/blog/archive').test('/blog/archived')).toBe(false);
  });
});

describe('base URL paths', () => {
  it('adds and strips the base', () => {
    expect(withBase('/img/a.png', '/sub/')).toBe('/sub/img/a.png');
    expect(withBase('/', '/sub/')).toBe('/sub/');
    expect(withBase('/sub/x', '/sub/')).toBe('/sub/x');
    expect(withBase('https://a.example/x', '/sub/')).toBe('https://a.example/x');
    expect(withBase('/x', '/')).toBe('/x');
    expect(withoutBase('/sub/docs/x', '/sub/')).toBe('/docs/x');
    expect(withoutBase('/sub', '/sub/')).toBe('/');
    expect(withoutBase('/other', '/sub/')).toBeNull();
    expect(normalizeBase('sub')).toBe('/sub/');
    expect(normalizeBase('/')).toBe('/');
    expect(normalizeBase(undefined)).toBe('/');
  });
});
