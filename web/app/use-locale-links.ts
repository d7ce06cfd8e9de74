import { useLocation } from 'react-router';
import type { I18nJson } from '../../common/contract';
import { localeLinks, type LocaleLink } from './locales';
import { withBase } from './base-url';
import { useHydrated } from './use-hydrated';

/**
 * Each locale's link to the page being read, for the bar's dropdown and the mobile menu's group:
 * `localeLinks` with the address's query string and hash once the page has hydrated (the
 * prerendered page cannot know them, and the hydrating render must equal it), the item's own
 * `queryString` from the start. None without the manifest's locales (a site's item lists its own).
 */
export function useLocaleLinks(i18n: I18nJson | null, queryString?: string): LocaleLink[] {
  const { pathname, search, hash } = useLocation();
  const hydrated = useHydrated();
  return !i18n ? [] : localeLinks(i18n, pathname, withBase, hydrated ? { search, hash, queryString } : { queryString });
}
