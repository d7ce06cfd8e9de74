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
