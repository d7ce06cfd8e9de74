import { describe, expect, it } from 'vitest';
import { alternateLinks, localizeTemplate } from '../locale';
import type { I18nJson } from '../../../common/contract';

const template = [
  '<html lang="en" data-theme="light">',
  '<head><link rel="preload" href="/sub/boot.json" as="fetch" crossorigin="anonymous" /></head>',
  '<body><div id="root"></div></body></html>',
].join('');
const i18n = (currentLocale: string): I18nJson =>
  ({
    currentLocale,
    defaultLocale: 'en',
    locales: [
      { code: 'en', label: 'English', htmlLang: 'en', direction: 'ltr', prefix: '' },
      { code: 'ar', label: 'العربية', htmlLang: 'ar-EG', direction: 'rtl', prefix: '/ar' },
    ],
    translations: {},
  }) as unknown as I18nJson;

describe("a locale's page template", () => {
  it('names and preloads the locale’s own boot.json, under the base URL', () => {
    const html = localizeTemplate(template, i18n('ar'), '/ar/boot.json');
    expect(html).toContain('<html lang="ar-EG" dir="rtl" data-manifest="/ar/boot.json" data-theme="light">');
    expect(html).toContain('<link rel="preload" href="/sub/ar/boot.json" as="fetch"');
    expect(html).not.toContain('href="/sub/boot.json"');
  });

  it('keeps the default locale’s preload for the default locale', () => {
    const html = localizeTemplate(template, i18n('en'), null);
    expect(html).toContain('<html lang="en" dir="ltr" data-theme="light">');
    expect(html).toContain('<link rel="preload" href="/sub/boot.json" as="fetch"');
  });
});

describe("a page's alternate links", () => {
  it("point at each locale's page at that locale's own url (localeConfigs url, Docusaurus 3.8+), else the site's", () => {
    const withUrl = i18n('en');
    withUrl.locales[1]!.url = 'https://ar.lantern.example';
    expect(alternateLinks('https://lantern.example', '/sub/', withUrl, '/docs/intro')).toBe(
      [
        '<link rel="alternate" href="https://lantern.example/sub/docs/intro" hreflang="en" />',
        '<link rel="alternate" href="https://ar.lantern.example/sub/ar/docs/intro" hreflang="ar-EG" />',
        '<link rel="alternate" href="https://lantern.example/sub/docs/intro" hreflang="x-default" />',
      ].join(''),
    );
  });
});
