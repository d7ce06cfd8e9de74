import { describe, expect, it } from 'vitest';
import { linkRoutePath, localeBaseUrl, withBaseUrl } from '../base-url';

const i18n = (currentLocale: string) => ({
  currentLocale,
  defaultLocale: 'en',
  locales: [
    { code: 'en', prefix: '' },
    { code: 'ar', prefix: '/ar' },
    { code: 'pt-BR', prefix: '/brasil' },
  ],
});

describe('localeBaseUrl (siteConfig.baseUrl of the locale being read)', () => {
  it("is the site's for the default locale and adds the locale's path for the others", () => {
    expect(localeBaseUrl('/sub/', i18n('en'))).toBe('/sub/');
    expect(localeBaseUrl('/sub/', i18n('ar'))).toBe('/sub/ar/');
    expect(localeBaseUrl('/', i18n('ar'))).toBe('/ar/');
    expect(localeBaseUrl('/sub', i18n('ar'))).toBe('/sub/ar/');
    // The locale's path is where its pages are served (its prefix).
    expect(localeBaseUrl('/sub/', i18n('pt-BR'))).toBe('/sub/brasil/');
  });

  it('gives any locale of the page its own, and a locale the manifest does not list its code', () => {
    expect(localeBaseUrl('/sub/', i18n('ar'), 'en')).toBe('/sub/');
    expect(localeBaseUrl('/sub/', i18n('en'), 'ar')).toBe('/sub/ar/');
    expect(localeBaseUrl('/sub/', { currentLocale: 'fr', defaultLocale: 'en', locales: [] })).toBe('/sub/fr/');
    expect(localeBaseUrl('/sub/', { currentLocale: 'en', defaultLocale: 'en', locales: [] })).toBe('/sub/');
  });
});

describe("withBaseUrl (Docusaurus's addBaseUrl)", () => {
  const site = 'https://quillmate.example';
  it('prefixes a site path once, keeps one already under the base URL, and leaves anchors and URLs with a scheme', () => {
    expect(withBaseUrl('/img/logo.png', '/sub/ar/', site)).toBe('/sub/ar/img/logo.png');
    expect(withBaseUrl('img/logo.png', '/sub/ar/', site)).toBe('/sub/ar/img/logo.png');
    expect(withBaseUrl('/sub/ar/img/logo.png', '/sub/ar/', site)).toBe('/sub/ar/img/logo.png');
    // Under the site's base but not the locale's: Docusaurus prefixes it too.
    expect(withBaseUrl('/sub/relays', '/sub/ar/', site)).toBe('/sub/ar/sub/relays');
    expect(withBaseUrl('/sub/ar', '/sub/ar/', site)).toBe('/sub/ar/');
    expect(withBaseUrl('/', '/sub/ar/', site)).toBe('/sub/ar/');
    for (const kept of ['', '#top', 'https://x.example/a', '//cdn.example/a.js', 'mailto:a@b.example', 'pathname:///raw.html'])
      expect(withBaseUrl(kept, '/sub/ar/', site)).toBe(kept);
  });

  it('forcePrependBaseUrl prefixes whatever the path starts with; absolute adds the site URL', () => {
    expect(withBaseUrl('/sub/ar/x', '/sub/ar/', site, { forcePrependBaseUrl: true })).toBe('/sub/ar/sub/ar/x');
    expect(withBaseUrl('/relays', '/sub/ar/', site, { absolute: true })).toBe('https://quillmate.example/sub/ar/relays');
    expect(withBaseUrl('/relays', '/sub/ar/', `${site}/`, { absolute: true })).toBe('https://quillmate.example/sub/ar/relays');
    // As Docusaurus: the forced form is never made absolute.
    expect(withBaseUrl('/relays', '/sub/ar/', site, { forcePrependBaseUrl: true, absolute: true })).toBe('/sub/ar/relays');
  });
});

describe("linkRoutePath (@docusaurus/Link's target as this app's route)", () => {
  const route = (to: string, locale = 'ar', siteBase = '/sub/') => linkRoutePath(to, siteBase, localeBaseUrl(siteBase, i18n(locale)), 'https://q.example');

  it("puts a site path under the locale's base URL, without the site's (the router adds it)", () => {
    expect(route('/relays')).toBe('/ar/relays');
    expect(route('/relays', 'en')).toBe('/relays');
    expect(route('/docs/intro#setup')).toBe('/ar/docs/intro#setup');
    expect(route('/')).toBe('/ar/');
    expect(route('/relays', 'ar', '/')).toBe('/ar/relays');
    expect(route('/relays', 'en', '/')).toBe('/relays');
  });

  it('takes a URL useBaseUrl made (or a permalink) as it is, never doubling a base URL', () => {
    expect(route('/sub/ar/relays')).toBe('/ar/relays');
    expect(route('/sub/relays', 'en')).toBe('/relays');
    expect(route('/sub', 'en')).toBe('/');
    expect(route('/sub/ar')).toBe('/ar/');
  });

  it("gives a pathname:// link's path the locale's base URL, and leaves relative targets and autoAddBaseUrl={false} without it (Docusaurus 3's Link)", () => {
    expect(route('pathname:///raw/notes.html')).toBe('pathname:///sub/ar/raw/notes.html');
    expect(route('pathname:///raw/notes.html', 'en')).toBe('pathname:///sub/raw/notes.html');
    expect(route('relays')).toBe('relays');
    expect(route('./relays')).toBe('./relays');
    const noBase = (to: string) => linkRoutePath(to, '/sub/', '/sub/ar/', 'https://q.example', false);
    expect(noBase('/sub/ar/relays')).toBe('/ar/relays');
    expect(noBase('/relays')).toBe('/relays');
  });

  it('leaves anchors and URLs with a scheme or host to the link', () => {
    for (const kept of ['#top', 'https://x.example/a', '//cdn.example/a', 'mailto:a@b.example', '']) expect(route(kept)).toBe(kept);
  });
});
