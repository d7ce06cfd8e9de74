import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { alternatePath, localizationDir, readI18n } from '../config.js';
import { i18nJson, loadI18n } from '../locales.js';

describe('i18n config (Docusaurus rules)', () => {
  it("writes i18n.path, a locale's own folder and whether it is translated into the manifest only where they are not Docusaurus's defaults", () => {
    const site = mkdtempSync(join(tmpdir(), 'i18n-json-'));
    try {
      const plain = i18nJson(readI18n({ defaultLocale: 'en', locales: ['en', 'fr'] }, []), 'en', site, []);
      expect(plain.path).toBeUndefined();
      expect(plain.locales.map((l) => [l.path, l.translate])).toEqual([
        [undefined, undefined],
        [undefined, undefined],
      ]);
      mkdirSync(join(site, 'translations', 'farsi'), { recursive: true });
      const config = readI18n(
        { defaultLocale: 'en', locales: ['en', 'fa', 'de'], path: 'translations', localeConfigs: { fa: { path: 'farsi' }, de: { translate: true } } },
        [],
      );
      const json = i18nJson(config, 'fa', site, []);
      expect(json.path).toBe('translations');
      expect(json.locales.map((l) => [l.code, l.path, l.translate])).toEqual([
        ['en', undefined, undefined],
        ['fa', 'farsi', true],
        ['de', undefined, true],
      ]);
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });
  it('defaults to one English locale at the root', () => {
    expect(readI18n(undefined, [])).toEqual({
      defaultLocale: 'en',
      locales: [{ code: 'en', label: 'English', direction: 'ltr', htmlLang: 'en', prefix: '' }],
      path: 'i18n',
      localePaths: { en: 'en' },
    });
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
      { code: 'fr', label: 'Français (France)', direction: 'ltr', htmlLang: 'fr-FR', prefix: '/fr' },
    ]);
  });
  it("keeps a locale's own url (localeConfigs url, Docusaurus 3.8+) without its trailing slash", () => {
    const problems: string[] = [];
    const config = readI18n({ defaultLocale: 'en', locales: ['en', 'fr'], localeConfigs: { fr: { url: 'https://jardin.example/' } } }, problems);
    expect(problems).toEqual([]);
    expect(config.locales.map((l) => l.url)).toEqual([undefined, 'https://jardin.example']);
  });
  it("serves a locale at its name and reads its translations from its path inside i18n.path, as Docusaurus's localizationDir", () => {
    const problems: string[] = [];
    const config = readI18n({ defaultLocale: 'en', locales: ['en', 'fa'], localeConfigs: { fa: { path: 'farsi' } } }, problems, '/sub/');
    expect(problems).toEqual([]);
    expect(config.locales.map((l) => [l.code, l.prefix])).toEqual([
      ['en', ''],
      ['fa', '/fa'],
    ]);
    expect(localizationDir(config, 'fa')).toBe(join('i18n', 'farsi'));
    expect(localizationDir(config, 'en')).toBe(join('i18n', 'en'));
    const moved = readI18n({ defaultLocale: 'en', locales: ['en', 'fa'], path: 'translations', localeConfigs: { fa: { path: 'farsi' } } }, problems);
    expect(localizationDir(moved, 'fa')).toBe(join('translations', 'farsi'));
    expect(localizationDir(moved, 'en')).toBe(join('translations', 'en'));
    expect(problems).toEqual([]);
  });
  it('reports an i18n.path or a locale path that is not a folder name', () => {
    const problems: string[] = [];
    const config = readI18n({ defaultLocale: 'en', locales: ['en', 'fa'], path: 3, localeConfigs: { fa: { path: '' } } }, problems);
    expect(problems).toEqual([
      'i18n.path: expected the folder of the translations, relative to the site folder, such as "i18n", got 3',
      'i18n.localeConfigs.fa.path: expected the name of the locale\'s translations folder inside i18n.path, such as "fa", got ""',
    ]);
    expect(localizationDir(config, 'fa')).toBe(join('i18n', 'fa'));
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
  it("reads a locale's baseUrl against the site's own baseUrl from its docusaurus.config", async () => {
    const site = mkdtempSync(join(tmpdir(), 'i18n-base-'));
    try {
      writeFileSync(
        join(site, 'docusaurus.config.js'),
        "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/docs-site', i18n: { defaultLocale: 'en', locales: ['en', 'fr'], localeConfigs: { fr: { baseUrl: '/docs-site/francais' } } } };\n",
      );
      const problems: { file: string; line: number; message: string }[] = [];
      const config = await loadI18n(site, problems);
      expect(problems).toEqual([]);
      expect(config.locales[1]).toMatchObject({ code: 'fr', prefix: '/francais', baseUrl: '/docs-site/francais/' });
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });
  it('keeps a locale whose baseUrl this build cannot serve at its default place, with a warning; two locales at one place are an error', () => {
    const problems: string[] = [];
    const warnings: string[] = [];
    const config = readI18n(
      { defaultLocale: 'en', locales: ['en', 'ar', 'fr'], localeConfigs: { ar: { baseUrl: '/elsewhere/' }, fr: { baseUrl: '/sub/' } } },
      problems,
      '/sub/',
      warnings,
    );
    expect(problems).toEqual([]);
    expect(config.locales.map((l) => [l.code, l.prefix, l.baseUrl])).toEqual([
      ['en', '', undefined],
      ['ar', '/ar', undefined],
      ['fr', '/fr', undefined],
    ]);
    expect(warnings).toEqual([
      'i18n.localeConfigs.ar.baseUrl "/elsewhere/" is not a place of its own under the site\'s baseUrl "/sub/": this build writes and serves every locale at once under the site\'s base URL, so "ar" is served at /sub/ar/ (a path such as "/sub/ar/" would be used as written)',
      'i18n.localeConfigs.fr.baseUrl "/sub/" is not a place of its own under the site\'s baseUrl "/sub/": this build writes and serves every locale at once under the site\'s base URL, so "fr" is served at /sub/fr/ (a path such as "/sub/fr/" would be used as written)',
    ]);
    const clash: string[] = [];
    readI18n({ defaultLocale: 'en', locales: ['en', 'ar', 'fr'], localeConfigs: { fr: { baseUrl: '/sub/ar/' } } }, clash, '/sub/');
    expect(clash).toEqual([
      'i18n.localeConfigs: "fr" would be served where "ar" is (/sub/ar/): each locale needs a base URL of its own in this build, which writes every locale at once',
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
