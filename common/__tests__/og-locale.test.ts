import { describe, expect, it } from 'vitest';
import { openGraphLocale, pageHeadTags } from '../head-tags';

const SITE = { title: 'Lamps', tagline: 'Wiring', url: 'https://lamps.example', baseUrl: '/', preview: false, head: { tags: [], image: null, noIndex: false } };

const og = (i18n?: Parameters<typeof pageHeadTags>[0]['i18n']) =>
  pageHeadTags({ site: SITE, blog: { title: 'Blog', description: 'd' }, route: '/', chunk: null, i18n })
    .filter((t) => t.attrs[0]?.[1]?.startsWith('og:locale'))
    .map((t) => `${t.attrs[0]![1]}=${t.attrs[1]![1]}`);

const locale = (code: string, htmlLang: string) => ({ code, htmlLang, label: code, direction: 'ltr' as const, prefix: code === 'en' ? '' : `/${code}` });

describe('og:locale (Docusaurus AlternateLangHeaders)', () => {
  it('is the page locale’s htmlLang with an underscore, the other locales as og:locale:alternate', () => {
    expect(openGraphLocale('en-US')).toBe('en_US');
    expect(og()).toEqual(['og:locale=en']);
    const locales = [locale('en', 'en-US'), locale('ar', 'ar-EG')];
    expect(og({ currentLocale: 'ar', locales })).toEqual(['og:locale=ar_EG', 'og:locale:alternate=en_US']);
    expect(og({ currentLocale: 'en', locales })).toEqual(['og:locale=en_US', 'og:locale:alternate=ar_EG']);
  });
});
