import type { I18nJson } from '../../common/contract';

/**
 * Docusaurus's `useAlternatePageUtils`: the same path under another locale's prefix (the default
 * locale has none). Pure, shared by the language dropdown.
 */
export function alternatePagePath(i18n: I18nJson, pathname: string, locale: string): string {
  const from = i18n.locales.find((l) => l.code === i18n.currentLocale)?.prefix ?? '';
  const to = i18n.locales.find((l) => l.code === locale)?.prefix ?? '';
  const rest = from && (pathname === from || pathname.startsWith(`${from}/`)) ? pathname.slice(from.length) || '/' : pathname;
  return to ? `${to}${rest}` : rest;
}

/**
 * The dropdown's link to another locale's page: under the base URL, on that locale's own `url`
 * when it has one other than the current locale's (Docusaurus's `LocaleDropdownNavbarItem`: a
 * fully qualified URL unless `isSameDomain`). A locale built alone (`build --locale`) shares the
 * site's base URL with the others, so only their `url` sets them apart.
 */
export function otherLocaleHref(i18n: I18nJson, pathname: string, locale: string, withBase: (path: string) => string): string {
  const path = withBase(alternatePagePath(i18n, pathname, locale));
  const own = i18n.locales.find((l) => l.code === locale)?.url;
  const current = i18n.locales.find((l) => l.code === i18n.currentLocale)?.url;
  return own && own !== current ? `${own}${path}` : path;
}

/** A locale's link to the page being read, as the bar's dropdown and the mobile menu draw it. */
export interface LocaleLink {
  code: string;
  label: string;
  /** The `lang` of the locale's pages (`htmlLang`). */
  lang: string;
  /** The locale being read: its page is in the app; another's is another site's, loaded afresh. */
  current: boolean;
  href: string;
}

/**
 * theme-common's `mergeSearchStrings`: the query strings' parameters in order, each kept
 * (`append`) or the last of a name winning (`set`); `?` and the parameters, or `''` when none.
 */
export function mergeSearchStrings(searches: (string | undefined)[], strategy: 'append' | 'set'): string {
  const merged = new URLSearchParams();
  for (const search of searches) {
    for (const [key, value] of new URLSearchParams(search ?? '')) {
      if (strategy === 'append') merged.append(key, value);
      else merged.set(key, value);
    }
  }
  const text = merged.toString();
  return text ? `?${text}` : '';
}

/**
 * What follows a locale's path in its link, as theme-classic 3.10's `LocaleDropdownNavbarItem` puts
 * it: the page's query string with the item's `queryString` appended (its parameters after the
 * page's, both kept), then the page's hash, so a reader switching language stays on the same
 * filtered view and heading.
 */
export interface LocaleLinkSuffix {
  /** The address's `?…` (`''` while prerendering and hydrating: the page cannot know it). */
  search?: string;
  /** The address's `#…`. */
  hash?: string;
  /** The navbar item's `queryString` option. */
  queryString?: string;
}

/**
 * Each locale's link to the page being read (Docusaurus's `LocaleDropdownNavbarItem`): the current
 * locale's path (`alternatePagePath`), another's under the base URL or on its own site
 * (`otherLocaleHref`), each followed by the query string and hash (`LocaleLinkSuffix`). The current
 * one is the manifest's, else the first. One function for the bar and the mobile menu, so the app
 * chunk carries these rules once.
 */
export function localeLinks(i18n: I18nJson, pathname: string, withBase: (path: string) => string, suffix: LocaleLinkSuffix = {}): LocaleLink[] {
  const current = (i18n.locales.find((l) => l.code === i18n.currentLocale) ?? i18n.locales[0])?.code;
  const tail = `${mergeSearchStrings([suffix.search, suffix.queryString], 'append')}${suffix.hash ?? ''}`;
  return i18n.locales.map((l) => ({
    code: l.code,
    label: l.label,
    lang: l.htmlLang,
    current: l.code === current,
    href: (l.code === current ? alternatePagePath(i18n, pathname, l.code) : otherLocaleHref(i18n, pathname, l.code, withBase)) + tail,
  }));
}
