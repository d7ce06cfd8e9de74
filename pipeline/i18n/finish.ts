import type { SiteModel } from '../model/site.js';
import type { SiteConfig } from '../site-config.js';
import type { I18nConfig } from './config.js';
import { i18nJson } from './locales.js';
import { prefixModel } from './prefix.js';

/**
 * The last step of one locale's model, the same in the build and dev mode: its locale data (the
 * locales, its theme strings from `i18n/<locale>/code.json` under `siteDir`, over the site plugins'
 * default messages, as Docusaurus merges them) set, and for a locale served under a prefix, every
 * route under it. `locale` null is the default.
 */
export function finishLocaleModel(
  model: SiteModel,
  config: I18nConfig,
  siteDir: string,
  locale: { code: string; prefix: string } | null,
  problems: { file: string; line: number; message: string }[],
  defaultMessages: Record<string, string> = {},
): SiteModel {
  const json = i18nJson(config, locale?.code ?? config.defaultLocale, siteDir, problems);
  model.i18n = { ...json, translations: { ...defaultMessages, ...json.translations } };
  return locale?.prefix ? prefixModel(model, locale.prefix) : model;
}

/** `<Translate>` messages the site plugins give (getDefaultCodeTranslationMessages), the defaults under each locale's code.json, as Docusaurus merges them. */
export function pluginCodeTranslations(siteConfig: Pick<SiteConfig, 'sitePlugins'> | undefined): Record<string, string> {
  return siteConfig?.sitePlugins?.codeTranslations ?? {};
}
