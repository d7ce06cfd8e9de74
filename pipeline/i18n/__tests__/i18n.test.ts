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
