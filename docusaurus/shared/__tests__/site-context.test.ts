import { describe, expect, it } from 'vitest';
import { announcementBarConfig, defaultCalendar, docusaurusContext, prismThemesOf, providePrismThemes } from '../site-context';

describe("useDocusaurusContext()'s locale configs", () => {
  it("infer each locale's calendar as Docusaurus does, from its htmlLang", () => {
    expect(defaultCalendar('en')).toBe('gregory');
    expect(defaultCalendar('fa')).toBe('persian');
    expect(defaultCalendar('not a tag')).toBe('gregory');
    const context = docusaurusContext(
      { title: 'T', tagline: '', url: 'https://t.example', baseUrl: '/' },
      {
        currentLocale: 'en',
        defaultLocale: 'en',
        locales: [
          { code: 'en', label: 'English', direction: 'ltr', htmlLang: 'en' },
          { code: 'fa', label: 'فارسی', direction: 'rtl', htmlLang: 'fa-IR', prefix: '/fa', url: 'https://fa.t.example' },
        ],
        translations: {},
      },
    );
    expect(context.i18n.localeConfigs.fa).toMatchObject({ calendar: 'persian', url: 'https://fa.t.example', baseUrl: '/fa/', direction: 'rtl' });
    expect(context.i18n.localeConfigs.en).toMatchObject({ calendar: 'gregory', url: 'https://t.example', baseUrl: '/' });
  });
  it("give i18n.path and each locale's path and translate as Docusaurus's loadI18n does: the config's folder, else i18n and the locale's code", () => {
    const site = { title: 'T', tagline: '', url: 'https://t.example', baseUrl: '/' };
    const plain = docusaurusContext(site);
    expect(plain.i18n.path).toBe('i18n');
    expect(plain.siteConfig.i18n).toMatchObject({ defaultLocale: 'en', path: 'i18n', locales: ['en'] });
    expect(plain.i18n.localeConfigs.en).toMatchObject({ path: 'en', translate: false });
    const moved = docusaurusContext(site, {
      currentLocale: 'fa',
      defaultLocale: 'en',
      path: 'translations',
      locales: [
        { code: 'en', label: 'English', direction: 'ltr', htmlLang: 'en' },
        { code: 'fa', label: 'فارسی', direction: 'rtl', htmlLang: 'fa', prefix: '/fa', path: 'farsi', translate: true },
      ],
      translations: {},
    });
    expect(moved.i18n.path).toBe('translations');
    expect(moved.siteConfig.i18n.path).toBe('translations');
    expect(moved.i18n.localeConfigs.fa).toMatchObject({ path: 'farsi', translate: true });
    expect(moved.i18n.localeConfigs.en).toMatchObject({ path: 'en', translate: false });
  });
  it("gives siteConfig's trailingSlash, noIndex and titleDelimiter as the build and the browser know them, Docusaurus's defaults otherwise", () => {
    const site = { title: 'T', tagline: '', url: 'https://t.example', baseUrl: '/' };
    expect(docusaurusContext(site).siteConfig).toMatchObject({ trailingSlash: undefined, noIndex: false, titleDelimiter: '|' });
    expect(docusaurusContext({ ...site, trailingSlash: true, noIndex: true, titleDelimiter: '·' }).siteConfig).toMatchObject({
      trailingSlash: true,
      noIndex: true,
      titleDelimiter: '·',
    });
    // The browser's manifest keeps noIndex under head.
    expect(docusaurusContext({ ...site, head: { noIndex: true } }).siteConfig.noIndex).toBe(true);
  });
  it("gives themeConfig.blog.sidebar.groupByYear as the config sets it, true by default (theme-classic's BlogSidebar/Content reads it)", () => {
    const site = { title: 'T', tagline: '', url: 'https://t.example', baseUrl: '/' };
    expect(docusaurusContext(site).siteConfig.themeConfig).toMatchObject({ blog: { sidebar: { groupByYear: true } } });
    expect(docusaurusContext({ ...site, blogGroupByYear: false }).siteConfig.themeConfig).toMatchObject({ blog: { sidebar: { groupByYear: false } } });
  });
});

describe("useThemeConfig()'s announcementBar (theme-common's useAnnouncementBar reads it)", () => {
  const site = { title: 'T', tagline: '', url: 'https://t.example', baseUrl: '/' };
  it("is the config's bar with Docusaurus's defaults, and only in themeConfig", () => {
    const bar = announcementBarConfig({ id: 'new-wicks', content: 'New <b>wicks</b>' });
    expect(bar).toEqual({ id: 'new-wicks', content: 'New <b>wicks</b>', backgroundColor: '#fff', textColor: '#000', isCloseable: true });
    const { siteConfig } = docusaurusContext({ ...site, announcementBar: bar });
    expect(siteConfig.themeConfig).toMatchObject({ announcementBar: bar });
    expect(siteConfig).not.toHaveProperty('announcementBar');
  });
  it('is absent when the site has none, as in Docusaurus', () => {
    expect(docusaurusContext(site).siteConfig.themeConfig).not.toHaveProperty('announcementBar');
  });
});

describe("useThemeConfig()'s prism themes (theme-common's usePrismTheme reads them)", () => {
  const site = { title: 'T', tagline: '', url: 'https://t.example', baseUrl: '/' };
  const light = { plain: { color: '#101010' }, styles: [] };
  const dark = { plain: { color: '#efefef' }, styles: [] };
  it("are the site's Prism themes, the light one again for dark when the config has no darkTheme", () => {
    expect(prismThemesOf(undefined)).toBeNull();
    expect(prismThemesOf({ light: 'github-light', dark: 'github-dark' })).toBeNull();
    expect(prismThemesOf({ light: 'x', dark: 'y', prism: { light, dark: light } })).toEqual({ theme: light, darkTheme: light });
  });
  it('come with the build-time site data, and in the browser from the module that gives them, to a context made before', () => {
    expect(docusaurusContext({ ...site, prismThemes: { theme: light, darkTheme: dark } }).siteConfig.themeConfig.prism).toMatchObject({
      theme: light,
      darkTheme: dark,
    });
    // Not a field of siteConfig itself.
    expect(docusaurusContext({ ...site, prismThemes: { theme: light, darkTheme: dark } }).siteConfig).not.toHaveProperty('prismThemes');
    const early = docusaurusContext(site).siteConfig.themeConfig.prism;
    expect(early.theme).toBeUndefined();
    providePrismThemes({ theme: light, darkTheme: dark });
    expect(early.theme).toBe(light);
    expect(early.darkTheme).toBe(dark);
    expect(early.magicComments[0]).toMatchObject({ line: 'highlight-next-line' });
  });
});
