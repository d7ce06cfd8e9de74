import type { I18nJson } from '../../common/contract';

/**
 * Docusaurus's `translate({ id, message }, values)`: the locale's string from `code.json`, else
 * the theme's English; `{name}` placeholders are filled from `values`.
 */
export function translate(i18n: I18nJson | undefined, id: string, message: string, values: Record<string, string> = {}): string {
  const text = i18n?.translations[id] ?? message;
  return text.replace(/\{(\w+)\}/g, (all, key: string) => values[key] ?? all);
}

/** A route of this locale's site: `/search` → `/ar/search` under the `ar` locale. */
export function localePath(i18n: I18nJson | undefined, path: string): string {
  const prefix = i18n?.locales.find((l) => l.code === i18n.currentLocale)?.prefix ?? '';
  return prefix ? `${prefix}${path === '/' ? '/' : path}` : path;
}
