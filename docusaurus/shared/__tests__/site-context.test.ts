import { describe, expect, it } from 'vitest';
import { announcementBarConfig, defaultCalendar, docusaurusContext } from '../site-context';

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
