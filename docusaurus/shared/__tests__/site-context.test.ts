import { describe, expect, it } from 'vitest';
import { defaultCalendar, docusaurusContext } from '../site-context';

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
