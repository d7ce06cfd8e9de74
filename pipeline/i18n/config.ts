/**
 * Docusaurus's `i18n` config (`packages/docusaurus/src/server/i18n.ts`): the locales, the default
 * one, each locale's label, direction, `<html lang>` and URL prefix, and where its translations
 * are. Pure over the raw config.
 */
import { join } from 'node:path';
import type { LocaleJson } from '../../common/contract.js';

/** Scripts written right to left (the language part of a BCP 47 tag). */
const RTL = new Set(['ar', 'arc', 'ckb', 'dv', 'fa', 'ha', 'he', 'khw', 'ks', 'ku', 'ps', 'sd', 'ur', 'yi']);

/** The locale of a site without an `i18n` config, as Docusaurus's default. */
export const DEFAULT_LOCALE = 'en';

export interface I18nConfig {
  defaultLocale: string;
  /** Default locale first, then the others in config order. */
  locales: LocaleJson[];
  /** `i18n.path`: the folder holding every locale's translations, as written (Docusaurus resolves it against the site folder). */
  path: string;
  /** Each locale's translations folder inside `path`, by code: `localeConfigs[code].path`, else the code. */
  localePaths: Record<string, string>;
  /** `localeConfigs[code].translate` where the config sets it (Docusaurus's default: whether the locale's folder exists). */
  localeTranslate?: Record<string, boolean>;
}

/** Docusaurus's default `i18n.path` (`DEFAULT_I18N_DIR_NAME`). */
export const DEFAULT_I18N_PATH = 'i18n';

/**
 * A locale's translations folder (`code.json`, `docusaurus-plugin-content-docs/…`), relative to the
 * site folder unless `i18n.path` is absolute: `<i18n.path>/<localeConfigs[code].path ?? code>`, as
 * Docusaurus's `localizationDir` is. Its `path` names only this folder, never the locale's URL.
 */
export function localizationDir(config: Pick<I18nConfig, 'path' | 'localePaths'>, code: string): string {
  return join(config.path, config.localePaths[code] ?? code);
}

/** A locale's name in its own language, as Docusaurus labels it (`Intl.DisplayNames`). */
function languageName(code: string): string {
  try {
    const name = new Intl.DisplayNames([code], { type: 'language' }).of(code);
    return name ? name[0]!.toLocaleUpperCase(code) + name.slice(1) : code;
  } catch {
    return code;
  }
}

/**
 * Where a locale's pages are served, from the site's base URL: `''` for the default locale, `/<code>`
 * for the others (Docusaurus's `localizePath` uses the locale's name; its `path` is the translations
 * folder, `localizationDir`), or where Docusaurus 3.8+ writes a locale whose `localeConfigs` entry sets
 * `baseUrl` (that base URL with the site's taken off, as its build's output folder is: `/sub/arabic/`
 * under `/sub/` is `/arabic`). A base URL outside the site's (a locale deployed on a domain of its
 * own, built alone there with `--locale`) cannot be served by this build, which writes and serves
 * every locale at once under the site's base URL, the default one at its root: the locale keeps its
 * default place, with a warning.
 */
function localePrefix(
  code: string,
  defaultLocale: string,
  c: Record<string, unknown>,
  siteBaseUrl: string,
  warnings: string[],
  localized: boolean,
): { prefix: string; baseUrl?: string } {
  const fallback = { prefix: code === defaultLocale || !localized ? '' : `/${code}` };
  if (typeof c.baseUrl !== 'string') return fallback;
  const baseUrl = `/${c.baseUrl.replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');
  const prefix = `/${baseUrl.slice(siteBaseUrl.length)}`.replace(/\/$/, '');
  // The default locale is the site's root here; another locale needs a folder of its own under it
  // (a locale built alone may be anywhere under the site's base URL, its root too).
  const own = !localized || (code === defaultLocale ? baseUrl === siteBaseUrl : baseUrl !== siteBaseUrl);
  if (!own || !baseUrl.startsWith(siteBaseUrl)) {
    warnings.push(
      `i18n.localeConfigs.${code}.baseUrl "${c.baseUrl}" is not a place of its own under the site's baseUrl "${siteBaseUrl}": this build writes and serves every locale at once under the site's base URL, so "${code}" is served at ${siteBaseUrl}${fallback.prefix.slice(1)}${fallback.prefix ? '/' : ''} (a path such as "${siteBaseUrl}${code}/" would be used as written)`,
    );
    return fallback;
  }
  return { prefix, baseUrl };
}

/** `i18n.path`: the translations' root folder, against the site folder (Docusaurus's default `i18n`). */
function i18nPath(path: unknown, problems: string[]): string {
  if (path === undefined) return DEFAULT_I18N_PATH;
  if (typeof path === 'string' && path.trim() !== '') return path;
  problems.push(`i18n.path: expected the folder of the translations, relative to the site folder, such as "${DEFAULT_I18N_PATH}", got ${JSON.stringify(path)}`);
  return DEFAULT_I18N_PATH;
}

/** `localeConfigs[code].path`: a folder name inside `i18n.path` (Docusaurus's default is the code). */
function localePath(code: string, path: unknown, problems: string[]): string {
  if (path === undefined) return code;
  if (typeof path === 'string' && path.trim() !== '') return path;
  problems.push(
    `i18n.localeConfigs.${code}.path: expected the name of the locale's translations folder inside i18n.path, such as "${code}", got ${JSON.stringify(path)}`,
  );
  return code;
}

/**
 * `localized` false is a build of one locale alone (`build --locale ar`): as Docusaurus's
 * `isAutomaticBaseUrlLocalizationDisabled`, no locale's base URL gets its code added (each is the
 * site's, unless its `localeConfigs` entry sets one), so the locale is written at the output's root,
 * ready for a domain of its own.
 */
export function readI18n(raw: unknown, problems: string[], siteBaseUrl = '/', warnings: string[] = problems, localized = true): I18nConfig {
  const o = (raw ?? {}) as { defaultLocale?: unknown; locales?: unknown; path?: unknown; localeConfigs?: Record<string, Record<string, unknown>> };
  const defaultLocale = typeof o.defaultLocale === 'string' ? o.defaultLocale : DEFAULT_LOCALE;
  const listed = Array.isArray(o.locales) ? o.locales.filter((l): l is string => typeof l === 'string') : [defaultLocale];
  if (o.locales !== undefined && !Array.isArray(o.locales))
    problems.push(`i18n.locales: expected an array of locale codes such as ['en', 'ar'], got ${JSON.stringify(o.locales)}`);
  if (!listed.includes(defaultLocale)) problems.push(`i18n.defaultLocale "${defaultLocale}" is not in i18n.locales (${listed.join(', ')}): add it to the list`);
  const codes = [defaultLocale, ...listed.filter((l) => l !== defaultLocale)];
  for (const code of Object.keys(o.localeConfigs ?? {}))
    if (!codes.includes(code)) problems.push(`i18n.localeConfigs: "${code}" is not in i18n.locales (${codes.join(', ')})`);
  const config: I18nConfig = {
    defaultLocale,
    locales: codes.map((code) => {
      const c = o.localeConfigs?.[code] ?? {};
      const direction = c.direction === 'rtl' || c.direction === 'ltr' ? c.direction : RTL.has(code.split('-')[0]!.toLowerCase()) ? 'rtl' : 'ltr';
      return {
        code,
        label: typeof c.label === 'string' ? c.label : languageName(code),
        direction,
        htmlLang: typeof c.htmlLang === 'string' ? c.htmlLang : code,
        // A locale deployed on a domain of its own (Docusaurus 3.8+): its pages' absolute URLs and alternate links use it.
        ...(typeof c.url === 'string' && c.url !== '' ? { url: c.url.replace(/\/+$/, '') } : {}),
        // The default locale is served at the site root, the others under `/<code>`, unless `baseUrl` says where.
        ...localePrefix(code, defaultLocale, c, siteBaseUrl, warnings, localized),
      };
    }),
    path: i18nPath(o.path, problems),
    localePaths: Object.fromEntries(codes.map((code) => [code, localePath(code, o.localeConfigs?.[code]?.path, problems)])),
  };
  const translate = codes.flatMap((code) => {
    const value = o.localeConfigs?.[code]?.translate;
    return typeof value === 'boolean' ? [[code, value] as const] : [];
  });
  if (translate.length > 0) config.localeTranslate = Object.fromEntries(translate);
  const taken = new Map<string, string>();
  // Built alone, a locale shares its place with no other.
  for (const l of localized ? config.locales : []) {
    const other = taken.get(l.prefix);
    if (other !== undefined)
      problems.push(
        `i18n.localeConfigs: "${l.code}" would be served where "${other}" is (${siteBaseUrl}${l.prefix.slice(1)}${l.prefix ? '/' : ''}): each locale needs a base URL of its own in this build, which writes every locale at once`,
      );
    taken.set(l.prefix, l.code);
  }
  return config;
}

/** The same page in another locale: the current locale's prefix swapped for the other's. */
export function alternatePath(pathname: string, from: Pick<LocaleJson, 'prefix'>, to: Pick<LocaleJson, 'prefix'>): string {
  const rest = from.prefix && (pathname === from.prefix || pathname.startsWith(`${from.prefix}/`)) ? pathname.slice(from.prefix.length) || '/' : pathname;
  return to.prefix ? (rest === '/' ? `${to.prefix}/` : `${to.prefix}${rest}`) : rest;
}
