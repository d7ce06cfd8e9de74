import { describe, expect, it } from 'vitest';
import type { I18nJson } from '../../../common/contract';
import { localePath, translate } from '../translate';

const ar: I18nJson = {
  currentLocale: 'ar',
  defaultLocale: 'en',
  locales: [
    { code: 'en', label: 'English', direction: 'ltr', htmlLang: 'en', prefix: '' },
    { code: 'ar', label: 'العربية', direction: 'rtl', htmlLang: 'ar', prefix: '/ar' },
  ],
  translations: { 'theme.docs.paginator.next': 'التالي', 'theme.x': 'أ {name} ب' },
};

describe('theme strings', () => {
  it('uses code.json, else the English message, and fills placeholders', () => {
    expect(translate(ar, 'theme.docs.paginator.next', 'Next')).toBe('التالي');
    expect(translate(ar, 'theme.common.editThisPage', 'Edit this page')).toBe('Edit this page');
    expect(translate(ar, 'theme.x', '', { name: 'س' })).toBe('أ س ب');
    expect(translate(undefined, 'theme.x', 'Hello {name}', { name: 'you' })).toBe('Hello you');
  });
  it('puts the locale prefix on the locale site routes', () => {
    expect(localePath(ar, '/search')).toBe('/ar/search');
    expect(localePath({ ...ar, currentLocale: 'en' }, '/search')).toBe('/search');
  });
});

describe('mergeSearchStrings', () => {
  it("merges query strings as theme-common's does: append keeps each, set lets the last win, none gives ''", async () => {
    const { mergeSearchStrings } = await import('../locales');
    expect(mergeSearchStrings(['?a=1&b=2', 'a=3'], 'append')).toBe('?a=1&b=2&a=3');
    expect(mergeSearchStrings(['?a=1&b=2', 'a=3'], 'set')).toBe('?a=3&b=2');
    expect(mergeSearchStrings(['', undefined], 'append')).toBe('');
    expect(mergeSearchStrings([undefined, 'q=a b'], 'append')).toBe('?q=a+b');
  });
});

describe('alternate pages', () => {
  it('swaps the locale prefix', async () => {
    const { alternatePagePath } = await import('../locales');
    expect(alternatePagePath(ar, '/ar/docs/intro', 'en')).toBe('/docs/intro');
    expect(alternatePagePath({ ...ar, currentLocale: 'en' }, '/docs/intro', 'ar')).toBe('/ar/docs/intro');
    expect(alternatePagePath(ar, '/ar/', 'en')).toBe('/');
    expect(alternatePagePath({ ...ar, currentLocale: 'en' }, '/', 'ar')).toBe('/ar/');
  });

  it('links another locale at the same path when one locale is built alone (every prefix empty), on its own url where it has one', async () => {
    const { otherLocaleHref } = await import('../locales');
    const alone: I18nJson = { ...ar, locales: ar.locales.map((l) => ({ ...l, prefix: '' })) };
    const base = (path: string) => `/sub${path}`;
    expect(otherLocaleHref(alone, '/docs/intro', 'en', base)).toBe('/sub/docs/intro');
    const domains: I18nJson = { ...alone, locales: alone.locales.map((l) => ({ ...l, url: `https://${l.code}.quillmate.example` })) };
    expect(otherLocaleHref(domains, '/docs/intro', 'en', base)).toBe('https://en.quillmate.example/sub/docs/intro');
    expect(otherLocaleHref(ar, '/ar/docs/intro', 'en', base)).toBe('/sub/docs/intro');
  });

  it("gives each locale's link for the bar and the mobile menu: the one being read in the app, the others under the base URL, each with its lang", async () => {
    const { localeLinks } = await import('../locales');
    expect(localeLinks(ar, '/ar/docs/intro', (path) => `/sub${path}`)).toEqual([
      { code: 'en', label: 'English', lang: 'en', current: false, href: '/sub/docs/intro' },
      { code: 'ar', label: 'العربية', lang: 'ar', current: true, href: '/ar/docs/intro' },
    ]);
    // The page's query string with the item's queryString appended, then its hash, on every locale's link (theme-classic 3.10).
    const kept = localeLinks(ar, '/ar/docs/intro', (path) => `/sub${path}`, { search: '?x=1&y=2', hash: '#some-heading', queryString: 'x=3' });
    expect(kept.map((l) => l.href)).toEqual(['/sub/docs/intro?x=1&y=2&x=3#some-heading', '/ar/docs/intro?x=1&y=2&x=3#some-heading']);
    expect(localeLinks(ar, '/ar/docs/intro', (path) => path, { queryString: '?lang=switch' }).map((l) => l.href)).toEqual([
      '/docs/intro?lang=switch',
      '/ar/docs/intro?lang=switch',
    ]);
    // A locale on its own site: the fully qualified URL, then the same suffix.
    const domains: I18nJson = { ...ar, locales: ar.locales.map((l) => ({ ...l, url: `https://${l.code}.quillmate.example` })) };
    expect(localeLinks(domains, '/ar/docs/intro', (path) => path, { search: '?q=a', hash: '#h' })[0]!.href).toBe(
      'https://en.quillmate.example/docs/intro?q=a#h',
    );
    // A current locale the manifest does not list: the first is the one being read.
    expect(localeLinks({ ...ar, currentLocale: 'fr' }, '/docs/intro', (path) => path).map((l) => l.current)).toEqual([true, false]);
  });
});
