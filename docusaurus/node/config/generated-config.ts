import type { JsonValue } from '../../../common/contract.js';

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
export type GeneratedSiteConfig = { value: Record<string, JsonValue> } | { error: string };

export function generatedSiteConfig(config: Obj): GeneratedSiteConfig {
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

/** The module's value, or the reason a site without one (this project's own format) or whose config JSON cannot hold has none. */
export function generatedConfigModule(generated: GeneratedSiteConfig | undefined): Record<string, JsonValue> {
  if (!generated) throw new Error('`@generated/docusaurus.config` is the config of a Docusaurus site: this site has no docusaurus.config.* file');
  if ('error' in generated)
    throw new Error(`\`@generated/docusaurus.config\`: the site's config cannot be written as JSON, as Docusaurus writes it (${generated.error})`);
  return generated.value;
}
