import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { loadFreshModule } from '../../../pipeline/config/fresh-module.js';
import { markPresetOrigin } from './preset-origins.js';
import { fullLocaleConfigs } from './locale-configs.js';
import { isClassicPreset as isClassic, packageName } from './plugins.js';
import type { SiteLoad } from './site-load.js';

type Raw = Record<string, unknown>;

/**
 * The classic preset is read from its options (`plugins.ts`, `plugin-options.ts`); it need not be
 * installed. Every other preset is what Docusaurus's `loadPresets` makes of it: a function of the site's
 * context and the preset's options returning `{ plugins, themes }` (a company's preset wrapping the
 * classic one, adding its own Markdown plugins and search). It is loaded from the site folder and
 * called the same way, in production mode as `docusaurus build` runs it, and what it returns takes
 * the place Docusaurus gives it: its plugins before the config's own, its themes before the
 * config's themes. A preset that is not installed stays in `presets` (and is reported as having no
 * effect); one that throws is the config's error.
 */
export async function expandPresets(config: Raw, configPath: string, siteDir: string, load: SiteLoad = {}): Promise<Raw> {
  const presets = Array.isArray(config.presets) ? (config.presets as unknown[]) : [];
  if (presets.every((p) => isClassic(Array.isArray(p) ? p[0] : p))) return config;
  const kept: unknown[] = [];
  const plugins: unknown[] = [];
  const themes: unknown[] = [];
  const context = presetContext(config, configPath, siteDir, load);
  for (const [i, item] of presets.entries()) {
    const [spec, options] = (Array.isArray(item) ? item : [item, {}]) as [unknown, unknown];
    const preset = isClassic(spec) || !spec ? null : loadPreset(spec, siteDir);
    if (!preset) {
      kept.push(item);
      continue;
    }
    const name = typeof spec === 'string' ? packageName(spec, 'preset') : 'inline preset';
    const made = (await inProduction(() => preset(context, options ?? {}))) as { plugins?: unknown[]; themes?: unknown[] } | null;
    const label = (kind: string, j: number) => `presets[${i}] (${name}) › ${kind}[${j}]`;
    plugins.push(...marked(made?.plugins, (j) => label('plugins', j)));
    themes.push(...marked(made?.themes, (j) => label('themes', j)));
  }
  return {
    ...config,
    presets: kept,
    plugins: [...plugins, ...listOf(config.plugins)],
    themes: [...themes, ...listOf(config.themes)],
  };
}

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? (value as unknown[]) : []);

type Preset = (context: Raw, options: unknown) => unknown;

/** The preset function, resolved as Docusaurus resolves a preset name, from the site folder; null when not installed. */
function loadPreset(spec: unknown, siteDir: string): Preset | null {
  if (typeof spec === 'function') return spec as Preset;
  if (typeof spec !== 'string') return null;
  const require = createRequire(join(siteDir, 'package.json'));
  let path: string;
  try {
    path = spec.startsWith('.') ? require.resolve(resolve(siteDir, spec)) : require.resolve(spec.startsWith('/') ? spec : packageName(spec, 'preset'));
  } catch {
    return null;
  }
  const loaded = loadFreshModule(path);
  return typeof loaded === 'function' ? (loaded as Preset) : null;
}

/** Entries as `[spec, options]` arrays (a string or a function alone gets `{}`), each remembering where it came from. */
function marked(list: unknown[] | undefined, label: (j: number) => string): unknown[] {
  return (list ?? []).flatMap((item, j) => {
    if (item === false || item === null || item === undefined) return [];
    const entry = Array.isArray(item) ? item : [item, {}];
    markPresetOrigin(entry, label(j));
    return [entry];
  });
}

/** `docusaurus build` runs presets with NODE_ENV=production (the classic preset adds the debug plugin otherwise). */
async function inProduction<T>(work: () => T): Promise<Awaited<T>> {
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return await work();
  } finally {
    if (before === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = before;
  }
}

/**
 * Docusaurus's `LoadContext` as presets and plugins get it (`site-plugins/`), with the config
 * normalised as Docusaurus normalises it, for one locale (the default one when none is given):
 * Docusaurus loads the whole site once per locale (`buildLocale` → `loadContext`), each time with
 * that locale as `i18n.currentLocale`, its translations folder as `localizationDir` and its base
 * URL (`/<baseUrl>/<locale>/` for a locale other than the default, unless its `localeConfigs`
 * entry sets `baseUrl`) as `baseUrl` and `siteConfig.baseUrl`. `localized` false: one locale built
 * alone (`build --locale ar`), whose base URL, as every locale's, is the site's unless set
 * (Docusaurus's `isAutomaticBaseUrlLocalizationDisabled`).
 */
export function presetContext(config: Raw, configPath: string, siteDir: string, { locale, localized = true, outDir = 'build' }: SiteLoad = {}): Raw {
  const i18n = (config.i18n ?? {}) as Raw;
  const defaultLocale = typeof i18n.defaultLocale === 'string' ? i18n.defaultLocale : 'en';
  const currentLocale = locale ?? defaultLocale;
  const localeConfigs = (i18n.localeConfigs ?? {}) as Record<string, Raw | undefined>;
  const localeConfig = localeConfigs[currentLocale] ?? {};
  // The locale's `path` is its translations folder only; its URL is the site's base URL and its
  // name (Docusaurus's `localizePath`), as `pipeline/i18n/config.ts` serves it.
  const localePath = typeof localeConfig.path === 'string' ? localeConfig.path : currentLocale;
  const siteBaseUrl = typeof config.baseUrl === 'string' ? config.baseUrl : '/';
  const baseUrl =
    typeof localeConfig.baseUrl === 'string'
      ? `/${localeConfig.baseUrl.replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/')
      : currentLocale === defaultLocale || !localized
        ? siteBaseUrl
        : `${siteBaseUrl.replace(/\/*$/, '/')}${currentLocale}/`;
  const future = (config.future ?? {}) as Raw;
  const v4Flags = ['removeLegacyPostBuildHeadAttribute', 'useCssCascadeLayers', 'siteStorageNamespacing', 'fasterByDefault', 'mdx1CompatDisabledByDefault'];
  const v4 =
    future.v4 === true ? Object.fromEntries(v4Flags.map((f) => [f, true])) : { ...Object.fromEntries(v4Flags.map((f) => [f, false])), ...(future.v4 as Raw) };
  const siteConfig = {
    ...config,
    baseUrl,
    themeConfig: config.themeConfig ?? {},
    future: { ...future, v4, experimental_faster: future.experimental_faster ?? {}, experimental_storage: future.experimental_storage ?? {} },
    markdown: config.markdown ?? {},
    presets: config.presets ?? [],
    plugins: config.plugins ?? [],
    themes: config.themes ?? [],
    customFields: config.customFields ?? {},
  };
  const i18nPath = typeof i18n.path === 'string' ? i18n.path : 'i18n';
  const localizationDir = resolve(siteDir, i18nPath, localePath);
  return {
    siteDir,
    siteConfig,
    siteConfigPath: configPath,
    generatedFilesDir: join(siteDir, '.docusaurus'),
    // The build's output folder, as the command named it; a locale under its own URL is written in
    // the folder of its base URL's path (Docusaurus's `loadContext`).
    outDir: resolve(siteDir, outDir, `.${baseUrl.replace(siteBaseUrl, '/')}`),
    localizationDir,
    baseUrl,
    i18n: {
      defaultLocale,
      locales: Array.isArray(i18n.locales) ? i18n.locales : [defaultLocale],
      currentLocale,
      path: i18nPath,
      localeConfigs: fullLocaleConfigs({
        locales: Array.isArray(i18n.locales) ? (i18n.locales as unknown[]).map(String) : [defaultLocale],
        defaultLocale,
        localeConfigs,
        siteUrl: typeof config.url === 'string' ? config.url : '',
        siteBaseUrl,
        siteDir,
        i18nPath,
        localized,
      }),
    },
    codeTranslations: codeTranslationsIn(localizationDir),
  };
}

/** The locale's `code.json` as Docusaurus's `loadSiteCodeTranslations` gives it to the context: id → message. */
function codeTranslationsIn(localizationDir: string): Record<string, string> {
  const file = join(localizationDir, 'code.json');
  if (!existsSync(file)) return {};
  try {
    const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { message?: unknown } | undefined>;
    return Object.fromEntries(Object.entries(messages).flatMap(([id, m]) => (typeof m?.message === 'string' ? [[id, m.message]] : [])));
  } catch {
    // A code.json that does not parse is reported where the build reads it for the pages (i18n/code-json.ts).
    return {};
  }
}
