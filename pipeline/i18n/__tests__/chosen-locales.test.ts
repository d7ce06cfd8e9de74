import { describe, expect, it } from 'vitest';
import { chooseLocales } from '../chosen-locales.js';
import { readI18n } from '../config.js';

const raw = { defaultLocale: 'en', locales: ['en', 'ar', 'fr'] };

describe('the locales a build makes (docusaurus build --locale)', () => {
  it('builds every locale, default first, when none is named', () => {
    expect(chooseLocales(raw, undefined, [], [])).toEqual({ raw, codes: ['en', 'ar', 'fr'], localized: true });
    expect(chooseLocales(undefined, [], [], [])).toEqual({ raw: undefined, codes: ['en'], localized: true });
  });

  it('builds the named ones, the default first; one alone is not localized (written at the root)', () => {
    expect(chooseLocales(raw, ['ar'], [], [])).toMatchObject({ codes: ['ar'], localized: false });
    expect(chooseLocales(raw, ['en'], [], [])).toMatchObject({ codes: ['en'], localized: false });
    expect(chooseLocales(raw, ['fr', 'en'], [], [])).toMatchObject({ codes: ['en', 'fr'], localized: true });
  });

  it('builds a locale the config does not list, with a warning, as Docusaurus does; a name that is no locale is an error naming the configured ones', () => {
    const errors: string[] = [];
    const warnings: string[] = [];
    const chosen = chooseLocales(raw, ['de', 'not a locale!'], errors, warnings);
    expect(chosen).toMatchObject({ codes: ['de'], raw: { defaultLocale: 'en', locales: ['en', 'ar', 'fr', 'de'] } });
    expect(warnings).toEqual([expect.stringContaining('--locale de: the site\'s i18n.locales (en, ar, fr) does not list "de"; it is built anyway') as string]);
    expect(errors).toEqual(['--locale not a locale!: not a locale name (a BCP 47 tag such as "en" or "fr-FR"); the site\'s locales are en, ar, fr']);
  });

  it('says plainly that several locales without the default one are not built here', () => {
    const errors: string[] = [];
    expect(chooseLocales(raw, ['ar', 'fr'], errors, [])).toMatchObject({ codes: [] });
    expect(errors).toEqual([
      '--locale ar fr: building several locales without the default one ("en") is not supported here; build each alone (--locale ar) or add --locale en',
    ]);
  });

  it('serves every locale at the site base URL when one is built alone, unless its config sets one, with no clash reported', () => {
    const problems: string[] = [];
    const config = readI18n({ ...raw, localeConfigs: { fr: { baseUrl: '/sub/francais/' } } }, problems, '/sub/', problems, false);
    expect(config.locales.map((l) => [l.code, l.prefix])).toEqual([
      ['en', ''],
      ['ar', ''],
      ['fr', '/francais'],
    ]);
    expect(problems).toEqual([]);
  });
});
