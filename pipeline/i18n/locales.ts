/**
 * The build of a site's other locales: each one is its own site (as Docusaurus builds one per
 * locale) over `overlay.ts`'s folder, assembled by the same stages, its routes moved under
 * `/<locale>` (`prefix.ts`), written beside the default locale's with its own manifest
 * (`/<locale>/manifest.json`) and search indexes.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { I18nJson } from '../../common/contract.js';
import { loadDocusaurusConfig } from '../../docusaurus/node/config/load.js';
import { DEFAULT_I18N_PATH, localizationDir, readI18n, type I18nConfig } from './config.js';
import { readCodeJson } from './code-json.js';
import { chooseLocales } from './chosen-locales.js';
import { normalizeBase } from '../../common/base-url.js';

/** The site's i18n config; one English locale when it has no Docusaurus config or no `i18n`. */
export async function loadI18n(siteDir: string, problems: { file: string; line: number; message: string; warning?: boolean }[]): Promise<I18nConfig> {
  return (await loadBuildLocales(siteDir, problems, undefined)).i18n;
}

/**
 * The site's i18n config and the locales a build makes (`chosen`: the `--locale` names, see
 * `chosen-locales.ts`), the first one at the output's root.
 */
export async function loadBuildLocales(
  siteDir: string,
  problems: { file: string; line: number; message: string; warning?: boolean }[],
  chosen: readonly string[] | undefined,
): Promise<{ i18n: I18nConfig; build: string[]; localized: boolean }> {
  let raw: unknown;
  let baseUrl: unknown;
  let file = join(siteDir, 'docusaurus.config.js');
  try {
    const loaded = await loadDocusaurusConfig(siteDir);
    raw = loaded?.config.i18n;
    baseUrl = loaded?.config.baseUrl;
    if (loaded) file = loaded.path;
  } catch {
    // The config's own error is reported by the site config stage.
  }
  const messages: string[] = [];
  const warnings: string[] = [];
  const choice = chooseLocales(raw, chosen, messages, warnings);
  const config = readI18n(choice.raw, messages, normalizeBase(typeof baseUrl === 'string' ? baseUrl : undefined), warnings, choice.localized);
  problems.push(...messages.map((message) => ({ file, line: 1, message })), ...warnings.map((message) => ({ file, line: 1, message, warning: true })));
  return { i18n: config, build: choice.codes, localized: choice.localized };
}

/** A locale's translations folder in the site folder `siteDir` (Docusaurus's `localizationDir`). */
export function localeDir(config: I18nConfig, locale: string, siteDir: string): string {
  return resolve(siteDir, localizationDir(config, locale));
}

/**
 * The manifest's `i18n` for one locale, with its theme strings. `useDocusaurusContext().i18n`
 * reads `path` and each locale's `path` and `translate` from it: each is written only where it is
 * not Docusaurus's default (`i18n`, the locale's code, false), the manifest being on every first visit.
 */
export function i18nJson(config: I18nConfig, locale: string, siteDir: string, problems: { file: string; line: number; message: string }[]): I18nJson {
  return {
    currentLocale: locale,
    defaultLocale: config.defaultLocale,
    ...(config.path !== DEFAULT_I18N_PATH && { path: config.path }),
    locales: config.locales.map((l) => {
      const path = config.localePaths[l.code] ?? l.code;
      const translate = config.localeTranslate?.[l.code] ?? existsSync(localeDir(config, l.code, siteDir));
      return path === l.code && !translate ? l : { ...l, ...(path !== l.code && { path }), ...(translate && { translate: true as const }) };
    }),
    translations: readCodeJson(localeDir(config, locale, siteDir), problems),
  };
}
