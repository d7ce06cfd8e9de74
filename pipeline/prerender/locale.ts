/**
 * What makes a prerendered page belong to its locale: `<html lang dir>`, the manifest the SPA reads
 * (`data-manifest`, for the locales under `/<locale>`), and hreflang links to the same page in
 * every locale with `x-default` for the default one (Docusaurus's `SiteMetadata` does the same).
 */
import type { I18nJson, LocaleJson } from '../../common/contract.js';
import { withBase } from '../../common/base-url.js';

const attr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export const localeOf = (i18n: I18nJson): LocaleJson => i18n.locales.find((l) => l.code === i18n.currentLocale) ?? i18n.locales[0]!;

export function localizeTemplate(template: string, i18n: I18nJson, manifestPath: string | null): string {
  const locale = localeOf(i18n);
  const html = template.replace(/<html([^>]*)>/, (_, attrs: string) => {
    const rest = attrs.replace(/\s(lang|dir|data-manifest)="[^"]*"/g, '');
    return `<html lang="${attr(locale.htmlLang)}" dir="${locale.direction}"${manifestPath ? ` data-manifest="${attr(manifestPath)}"` : ''}${rest}>`;
  });
  // The template preloads the default locale's boot.json (under the base URL); a locale's page
  // fetches its own instead, so it preloads that one.
  return manifestPath
    ? html.replace(/(<link rel="preload" href="[^"]*\/)boot\.json"/, (_, before: string) => `${before}${attr(manifestPath.replace(/^\//, ''))}"`)
    : html;
}

/** The route without the current locale's prefix, then with each locale's. */
function pathIn(route: string, from: LocaleJson, to: LocaleJson): string {
  const rest = from.prefix && route.startsWith(from.prefix) ? route.slice(from.prefix.length) || '/' : route;
  return to.prefix ? `${to.prefix}${rest}` : rest;
}

export function alternateLinks(siteUrl: string, baseUrl: string, i18n: I18nJson, route: string): string {
  if (i18n.locales.length < 2) return '';
  const current = localeOf(i18n);
  // Each locale's page at that locale's URL (`localeConfigs[code].url`, Docusaurus 3.8+), else the site's.
  const url = (l: LocaleJson) => `${(l.url ?? siteUrl).replace(/\/$/, '')}${withBase(pathIn(route, current, l), baseUrl)}`;
  const defaultLocale = i18n.locales.find((l) => l.code === i18n.defaultLocale) ?? i18n.locales[0]!;
  return [
    ...i18n.locales.map((l) => `<link rel="alternate" href="${attr(url(l))}" hreflang="${attr(l.htmlLang)}" />`),
    `<link rel="alternate" href="${attr(url(defaultLocale))}" hreflang="x-default" />`,
  ].join('');
}
