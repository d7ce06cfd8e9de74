import type { JsonValue } from '../../../common/contract.js';
import type { SiteMetadata } from './site-metadata.js';

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});

/**
 * Docusaurus 3's defaults (core's `configValidation` DEFAULT_CONFIG) for the keys a site's config
 * leaves out; the nested ones (`i18n`, `storage`, `markdown`) are merged key by key, as Joi fills them.
 */
const DEFAULTS: Obj = {
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',
  plugins: [],
  themes: [],
  presets: [],
  headTags: [],
  stylesheets: [],
  scripts: [],
  clientModules: [],
  customFields: {},
  themeConfig: {},
  titleDelimiter: '|',
  noIndex: false,
  tagline: '',
  baseUrlIssueBanner: true,
  staticDirectories: ['static'],
};
const I18N_DEFAULTS: Obj = { defaultLocale: 'en', path: 'i18n', locales: ['en'], localeConfigs: {} };
const STORAGE_DEFAULTS: Obj = { type: 'localStorage', namespace: false };
const MARKDOWN_DEFAULTS: Obj = {
  format: 'mdx',
  mermaid: false,
  emoji: true,
  mdx1Compat: { comments: true, admonitions: true, headingIds: true },
  anchors: { maintainCase: false },
  hooks: { onBrokenMarkdownLinks: 'warn', onBrokenMarkdownImages: 'throw' },
};

const withSlashes = (baseUrl: string) => `/${baseUrl}/`.replace(/\/{2,}/g, '/');

/**
 * `@generated/docusaurus.config`: the site's config as Docusaurus writes it into that module
 * (core's codegen: `JSON.stringify` of the validated config), so a site's client module or
 * component reading `siteConfig.customFields` or `themeConfig` at its top level gets the same
 * object in Node and in the browser. JSON drops functions as Docusaurus's file does (an option
 * holding a remark plugin is left out; in an array it is `null`). A config JSON cannot hold (a
 * cycle, a BigInt) gives the reason instead, which the module's import reports.
 */
export function generatedSiteConfig(config: Obj): GeneratedModule {
  const markdown = obj(config.markdown);
  const merged: Obj = {
    ...DEFAULTS,
    ...config,
    i18n: { ...I18N_DEFAULTS, ...obj(config.i18n) },
    storage: { ...STORAGE_DEFAULTS, ...obj(config.storage) },
    markdown: {
      ...MARKDOWN_DEFAULTS,
      ...markdown,
      mdx1Compat: { ...obj(MARKDOWN_DEFAULTS.mdx1Compat), ...obj(markdown.mdx1Compat) },
      anchors: { ...obj(MARKDOWN_DEFAULTS.anchors), ...obj(markdown.anchors) },
      hooks: { ...obj(MARKDOWN_DEFAULTS.hooks), ...obj(markdown.hooks) },
    },
  };
  // Docusaurus's URL schema drops the URL's trailing slash; its base URL schema adds both slashes.
  if (typeof merged.url === 'string') merged.url = merged.url.replace(/\/+$/, '');
  merged.baseUrl = withSlashes(typeof merged.baseUrl === 'string' ? merged.baseUrl : '/');
  try {
    return { value: JSON.parse(JSON.stringify(merged)) as Record<string, JsonValue> };
  } catch (e) {
    return { error: e instanceof Error ? e.message : String(e) };
  }
}

/** A module Docusaurus generates for a site's client code, as this build has it: its JSON value, or why it has none. */
export type GeneratedModule = { value: JsonValue } | { error: string };
/** The data modules, by the name a site imports. */
export const GENERATED_DATA_MODULES = ['@generated/docusaurus.config', '@generated/i18n', '@generated/codeTranslations', '@generated/site-metadata'] as const;

/** Docusaurus writes these as `.json` files, whose top-level keys a module may import by name; the config is an ES module with a default export. */
export const isJsonModule = (name: string) => name !== '@generated/docusaurus.config';

/** Module name (`@generated/i18n`) → its value. */
export type GeneratedModules = Record<string, GeneratedModule>;

/** What Docusaurus's `LoadContext` holds for one locale (`presets.ts` `presetContext`), which its codegen writes out. */
export interface GeneratedInputs {
  siteConfig: Obj;
  i18n: JsonValue;
  codeTranslations: Record<string, string>;
  siteMetadata: SiteMetadata;
}

/**
 * The `@generated/*` modules of a Docusaurus site's client code that hold the site's data, for one
 * locale, as Docusaurus's codegen writes them (core's `server/codegen/codegen.js`): the config,
 * `i18n.json` (the locales with their full configs and the current one), `codeTranslations.json`
 * (the locale's `code.json`, id → message) and `site-metadata.json` (the versions). The route table, the registry and the client modules
 * are this build's own business; global data grows with the site and is fetched when read
 * (`useGlobalData()`), never put in the bundle.
 */
export function generatedModules(inputs: GeneratedInputs): GeneratedModules {
  return {
    '@generated/docusaurus.config': generatedSiteConfig(inputs.siteConfig),
    '@generated/i18n': { value: inputs.i18n },
    '@generated/codeTranslations': { value: inputs.codeTranslations },
    '@generated/site-metadata': { value: JSON.parse(JSON.stringify(inputs.siteMetadata)) as JsonValue },
  };
}

/** The module's value, or an error naming why there is none: a site in this project's own format, or a config JSON cannot hold. */
export function generatedModuleValue(name: string, modules: GeneratedModules | undefined): JsonValue {
  const generated = modules?.[name];
  if (!generated) throw new Error(`\`${name}\` is generated for a Docusaurus site: this site has no docusaurus.config.* file`);
  if ('error' in generated) throw new Error(`\`${name}\`: the site's config cannot be written as JSON, as Docusaurus writes it (${generated.error})`);
  return generated.value;
}
