import { describe, expect, it } from 'vitest';
import { alternatePath, readI18n } from '../config.js';

describe('i18n config (Docusaurus rules)', () => {
  it('defaults to one English locale at the root', () => {
    expect(readI18n(undefined, [])).toEqual({ defaultLocale: 'en', locales: [{ code: 'en', label: 'English', direction: 'ltr', htmlLang: 'en', prefix: '' }] });
  });
  it('labels locales in their own language, knows right-to-left scripts, and honours localeConfigs', () => {
    const problems: string[] = [];
    const config = readI18n(
      { defaultLocale: 'en', locales: ['en', 'ar', 'fr'], localeConfigs: { fr: { label: 'Français (France)', htmlLang: 'fr-FR', path: 'francais' } } },
      problems,
    );
    expect(problems).toEqual([]);
    expect(config.locales).toEqual([
      { code: 'en', label: 'English', direction: 'ltr', htmlLang: 'en', prefix: '' },
      { code: 'ar', label: 'العربية', direction: 'rtl', htmlLang: 'ar', prefix: '/ar' },
      { code: 'fr', label: 'Français (France)', direction: 'ltr', htmlLang: 'fr-FR', prefix: '/francais' },
    ]);
  });
  it("serves a locale whose localeConfigs set baseUrl (Docusaurus 3.8+) where Docusaurus writes it: that base URL, from the site's", () => {
    const problems: string[] = [];
    const config = readI18n(
      { defaultLocale: 'en', locales: ['en', 'ar', 'fr'], localeConfigs: { ar: { baseUrl: 'sub/arabic' }, fr: { baseUrl: '/sub/fr/' } } },
      problems,
      '/sub/',
    );
    expect(problems).toEqual([]);
    expect(config.locales.map((l) => [l.code, l.prefix, l.baseUrl])).toEqual([
      ['en', '', undefined],
      ['ar', '/arabic', '/sub/arabic/'],
      ['fr', '/fr', '/sub/fr/'],
    ]);
  });
  it("reports a locale baseUrl outside the site's, and two locales served in one place", () => {
    const problems: string[] = [];
    readI18n({ defaultLocale: 'en', locales: ['en', 'ar'], localeConfigs: { ar: { baseUrl: '/elsewhere/' } } }, problems, '/sub/');
    expect(problems).toEqual([
      'i18n.localeConfigs.ar.baseUrl "/elsewhere/" is outside the site\'s baseUrl "/sub/": this build serves every locale under the site\'s base URL; give a path under it such as "/sub/ar/", or leave it out',
    ]);
    const clash: string[] = [];
    readI18n({ defaultLocale: 'en', locales: ['en', 'fr'], localeConfigs: { fr: { baseUrl: '/' } } }, clash, '/');
    expect(clash).toEqual([
      'i18n.localeConfigs: "fr" would be served where "en" is (/): each locale needs a base URL of its own in this build, which writes every locale at once',
    ]);
  });
  it('reports a default locale missing from the list', () => {
    const problems: string[] = [];
    readI18n({ defaultLocale: 'de', locales: ['en'] }, problems);
    expect(problems).toEqual(['i18n.defaultLocale "de" is not in i18n.locales (en): add it to the list']);
  });
  it('links a page to the same path in another locale', () => {
    const en = { prefix: '' };
    const ar = { prefix: '/ar' };
    expect(alternatePath('/docs/intro', en, ar)).toBe('/ar/docs/intro');
    expect(alternatePath('/ar/docs/intro', ar, en)).toBe('/docs/intro');
    expect(alternatePath('/', en, ar)).toBe('/ar/');
    expect(alternatePath('/ar/', ar, en)).toBe('/');
    expect(alternatePath('/ar', ar, en)).toBe('/');
  });
});
