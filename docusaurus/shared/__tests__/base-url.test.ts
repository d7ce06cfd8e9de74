import { describe, expect, it } from 'vitest';
import { docusaurusPath, linkRoutePath, linkUrl, localeBaseUrl, siteRoutePath, withBaseUrl, type LinkContext } from '../base-url';

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

  it("is a locale's own baseUrl where its localeConfigs set one (Docusaurus 3.8+)", () => {
    const locales = {
      currentLocale: 'ar',
      defaultLocale: 'en',
      locales: [
        { code: 'en', prefix: '' },
        { code: 'ar', prefix: '/arabic', baseUrl: '/sub/arabic/' },
      ],
    };
    expect(localeBaseUrl('/sub/', locales)).toBe('/sub/arabic/');
    expect(localeBaseUrl('/sub/', locales, 'en')).toBe('/sub/');
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
  const route = (to: string, locale = 'ar', siteBase = '/sub/') =>
    linkRoutePath(to, { siteBaseUrl: siteBase, localeBaseUrl: localeBaseUrl(siteBase, i18n(locale)), siteUrl: 'https://q.example' });

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
    const noBase = (to: string) => linkRoutePath(to, { siteBaseUrl: '/sub/', localeBaseUrl: '/sub/ar/', siteUrl: 'https://q.example', autoAddBaseUrl: false });
    expect(noBase('/sub/ar/relays')).toBe('/ar/relays');
    expect(noBase('/relays')).toBe('/relays');
  });

  it('leaves anchors and URLs with a scheme or host to the link', () => {
    for (const kept of ['#top', 'https://x.example/a', '//cdn.example/a', 'mailto:a@b.example', '']) expect(route(kept)).toBe(kept);
  });
});

describe("linkUrl (Docusaurus 3's <Link> target, before this app's router takes it)", () => {
  const ar: LinkContext = { siteBaseUrl: '/sub/', localeBaseUrl: '/sub/ar/', siteUrl: 'https://q.example' };
  // [target, context changes, the href Docusaurus renders, whether it is a router link's (internal)]
  const cases: [string, Partial<LinkContext>, string, boolean][] = [
    // Paths that data hands theme code are already under the locale's base URL: never a second locale.
    ['/sub/ar/docs/intro', {}, '/sub/ar/docs/intro', true],
    ['/sub/ar/docs/next/api/endpoints', {}, '/sub/ar/docs/next/api/endpoints', true],
    ['/docs/intro', {}, '/sub/ar/docs/intro', true],
    ['/sub/ar', {}, '/sub/ar/', true],
    // trailingSlash applies to internal targets after the base URL; never to the base URL itself, `/` or an anchor.
    ['/docs/intro', { trailingSlash: true }, '/sub/ar/docs/intro/', true],
    ['/docs/intro/?q=1#setup', { trailingSlash: false }, '/sub/ar/docs/intro?q=1#setup', true],
    ['/sub/ar/docs/', { trailingSlash: false }, '/sub/ar/docs', true],
    ['/', { trailingSlash: false }, '/sub/ar/', true],
    ['#setup', { trailingSlash: true }, '#setup', true],
    ['relative/page', { trailingSlash: true }, 'relative/page/', true],
    // autoAddBaseUrl={false}: the path as written (trailingSlash still applies).
    ['/elsewhere', { autoAddBaseUrl: false }, '/elsewhere', true],
    ['/elsewhere', { autoAddBaseUrl: false, trailingSlash: true }, '/elsewhere/', true],
    // A scheme or host: as written, not the router's; pathname:// loses its prefix, gets the base URL, not trailingSlash.
    ['https://x.example/a', { trailingSlash: true }, 'https://x.example/a', false],
    ['//cdn.example/a', {}, '//cdn.example/a', false],
    ['mailto:a@b.example', {}, 'mailto:a@b.example', false],
    ['pathname:///raw/notes.html', { trailingSlash: true }, '/sub/ar/raw/notes.html', false],
    ['pathname:///sub/ar/raw/', {}, '/sub/ar/raw/', false],
  ];
  it.each(cases)('%s with %o is %s', (to, change, url, internal) => {
    expect(linkUrl(to, { ...ar, ...change })).toMatchObject({ url, internal });
  });

  it('gives the router the same target without the site base URL, trailing slash included', () => {
    expect(linkRoutePath('/sub/ar/docs/intro', { ...ar, trailingSlash: true })).toBe('/ar/docs/intro/');
    expect(linkRoutePath('/docs/', { ...ar, trailingSlash: false })).toBe('/ar/docs');
  });
});

describe("docusaurusPath / siteRoutePath (this router's routes and Docusaurus's paths)", () => {
  it('puts the site base URL in front of a route, and takes it off again', () => {
    expect(docusaurusPath('/ar/docs/intro', '/sub/')).toBe('/sub/ar/docs/intro');
    expect(docusaurusPath('/', '/sub/')).toBe('/sub/');
    expect(docusaurusPath('/docs', '/')).toBe('/docs');
    expect(docusaurusPath('https://x.example/a', '/sub/')).toBe('https://x.example/a');
    expect(siteRoutePath('/sub/ar/docs/intro', '/sub/')).toBe('/ar/docs/intro');
    expect(siteRoutePath('/sub', '/sub/')).toBe('/');
    expect(siteRoutePath('/elsewhere', '/sub/')).toBe('/elsewhere');
  });
});
