import { describe, expect, it } from 'vitest';
import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { contentSecurityPolicy, followRedirects, headersFile, htmlRedirects, readContentRedirects, redirectsFile } from '../netlify';
import { parseHeadersFile, parseRedirectsFile, findRedirect, headersFor } from '../../../common/netlify/rules';
import { Report } from '../../check/report';
import { siteFixture } from './site-fixture';
import { tempDir } from '../../__tests__/temp-dir';

describe('generated Netlify rules', () => {
  it('allows scripts from this origin only, with no eval, when analytics is off', () => {
    const csp = contentSecurityPolicy(siteFixture());
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('unsafe-eval');
    for (const d of [
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
      "img-src 'self' data: https:",
      "frame-src 'self' https:",
      "style-src 'self' 'unsafe-inline'",
    ])
      expect(csp).toContain(d);
  });

  it('adds the analytics origin to connect-src only when analytics is on, never to script-src', () => {
    const analytics = { provider: 'plausible' as const, measurementId: 'lamps.example', origin: 'https://plausible.io' };
    const csp = contentSecurityPolicy(siteFixture({ analytics }));
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("connect-src 'self' https://plausible.io;");
  });

  it('marks previews noindex in _headers and production not', () => {
    const prod = headersFor(parseHeadersFile(headersFile(siteFixture())), '/docs/a');
    const preview = headersFor(parseHeadersFile(headersFile(siteFixture({ preview: true }))), '/docs/a');
    expect(prod['X-Robots-Tag']).toBeUndefined();
    expect(preview['X-Robots-Tag']).toBe('noindex');
    expect(preview['Content-Security-Policy']).toBe(prod['Content-Security-Policy']);
  });

  it('redirects the .html and /index.html forms of each page to its route, forced past the file', () => {
    expect(htmlRedirects(['/', '/docs/a', '/docs/voice/'])).toEqual([
      '/index.html / 301!',
      '/docs/a.html /docs/a 301!',
      '/docs/a/index.html /docs/a 301!',
      '/docs/voice/index.html /docs/voice/ 301!',
      '/docs/voice.html /docs/voice/ 301!',
    ]);
    const rules = parseRedirectsFile(redirectsFile('/old /docs/a 301', ['/docs/a']));
    expect(findRedirect(rules, '/docs/a.html', true)?.target).toBe('/docs/a');
    expect(findRedirect(rules, '/docs/a', true)).toBeNull();
    expect(rules[0]!.from).toBe('/old');
  });

  it("checks the content's _redirects: syntax with line numbers, and targets that are not pages", () => {
    const root = tempDir('redirects-');
    writeFileSync(join(root, '_redirects'), '# legacy\n/old /docs/a\n/gone /docs/missing 301\nbroken\n');
    let report = new Report();
    readContentRedirects(
      root,
      (p) => `site/${p}`,
      report,
      (p) => p === '/docs/a',
    );
    expect(report.format()).toBe(
      'site/_redirects:4:1: error: expected "from [query] to [status] [conditions]", got "broken" (a target is a path starting with "/" or a full URL)',
    );

    writeFileSync(join(root, '_redirects'), '/old /docs/a\n/gone /docs/missing 301\n/ext https://example.com/x\n/en/* /docs/:splat\n');
    mkdirSync(join(root, 'static'));
    writeFileSync(join(root, 'static', '_redirects'), '/older /docs/a\n');
    report = new Report();
    const text = readContentRedirects(
      root,
      (p) => `site/${p}`,
      report,
      (p) => p === '/docs/a',
    );
    expect(report.format()).toBe(
      'site/_redirects:2:1: warning: redirect target /docs/missing ends on no page of this site: readers get the not-found page; point it at a page or remove the rule',
    );
    expect(report.errors).toEqual([]);
    expect(text).toContain('/older /docs/a');
  });

  it('follows redirect chains as Netlify does: a target that is another rule is valid when the chain ends on a page', () => {
    const rules = parseRedirectsFile(
      '/first /middle\n/middle /docs/a 301\n/dead /nowhere\n/nowhere /still-nowhere\n/ping /pong\n/pong /ping\n/docs/en/* /docs/:splat\n',
    );
    const isPage = (p: string) => p === '/docs/a';
    expect(followRedirects(rules, '/middle', isPage)).toEqual({ ok: true, hops: ['/middle', '/docs/a'], loop: false });
    expect(followRedirects(rules, '/middle/', isPage).ok).toBe(true);
    expect(followRedirects(rules, '/nowhere', isPage)).toEqual({ ok: false, hops: ['/nowhere', '/still-nowhere'], loop: false });
    expect(followRedirects(rules, '/pong', isPage)).toEqual({ ok: false, hops: ['/pong', '/ping', '/pong'], loop: true });
    expect(followRedirects(rules, '/docs/en/a', isPage).ok).toBe(true);

    const root = tempDir('redirects-');
    writeFileSync(join(root, '_redirects'), '/first /middle\r\n/middle /docs/a 301\r\n/dead /nowhere\r\n/nowhere /still-nowhere\r\n');
    const report = new Report();
    readContentRedirects(root, (p) => p, report, isPage);
    expect(report.format()).toBe(
      [
        '_redirects:3:1: warning: redirect target /nowhere ends on no page of this site (followed /nowhere → /still-nowhere): readers get the not-found page; point it at a page or remove the rule',
        '_redirects:4:1: warning: redirect target /still-nowhere ends on no page of this site: readers get the not-found page; point it at a page or remove the rule',
      ].join('\n'),
    );
    expect(report.problems.every((p) => p.kind === 'redirect')).toBe(true);
  });
});

describe('host rules of a site with a base URL and external scripts', () => {
  it('adds the scripts origins to script-src, never inline', () => {
    const csp = contentSecurityPolicy({
      analytics: null,
      head: { tags: [{ tagName: 'script', attributes: { src: 'https://cdn.example/a/x.js' } }], image: null, noIndex: false },
    });
    expect(csp).toContain("script-src 'self' https://cdn.example;");
  });

  it("names Tag Manager's host in script-src and the hosts its tags send to in connect-src", () => {
    const csp = contentSecurityPolicy({
      analytics: null,
      head: {
        tags: [{ tagName: 'script', attributes: { async: true, src: 'https://www.googletagmanager.com/gtm.js?id=GTM-X' } }],
        image: null,
        noIndex: false,
      },
    });
    expect(csp).toContain("script-src 'self' https://www.googletagmanager.com;");
    expect(csp).toContain("connect-src 'self' https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com;");
  });

  it("adds the config's external stylesheets' origins to style-src (the config's `stylesheets`), and no other link's", () => {
    const csp = contentSecurityPolicy({
      analytics: null,
      head: {
        tags: [
          { tagName: 'link', attributes: { rel: 'stylesheet', href: 'https://fonts.example/lamp.css' } },
          { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://elsewhere.example' } },
          { tagName: 'link', attributes: { rel: 'stylesheet', href: '/css/local.css' } },
        ],
        image: null,
        noIndex: false,
      },
    });
    expect(csp).toContain("style-src 'self' 'unsafe-inline' https://fonts.example;");
    expect(csp).not.toContain('elsewhere.example');
  });

  it("lets a site with code of its own in the browser connect to any https origin (its components call web APIs); scripts stay 'self'", () => {
    const own = contentSecurityPolicy({ analytics: null }, true);
    expect(own).toContain("connect-src 'self' https:;");
    expect(own).toContain("script-src 'self';");
    expect(contentSecurityPolicy({ analytics: null })).toContain("connect-src 'self';");
  });

  it("percent-encodes a route with spaces (a doc id may have them), and the rule matches the page's request", () => {
    expect(htmlRedirects(['/docs/status lights'])).toEqual([
      '/docs/status%20lights.html /docs/status%20lights 301!',
      '/docs/status%20lights/index.html /docs/status%20lights 301!',
    ]);
    const rules = parseRedirectsFile(redirectsFile('', ['/docs/status lights'], '/sub/'));
    expect(findRedirect(rules, '/sub/docs/status lights.html', true)?.target).toBe('/sub/docs/status%20lights');
  });

  it('writes the .html forms under the base URL', () => {
    expect(redirectsFile('', ['/', '/docs/a'], '/sub/')).toContain('/sub/docs/a.html /sub/docs/a 301!');
    expect(redirectsFile('', ['/'], '/sub/')).toContain('/sub/index.html /sub/ 301!');
  });
});
