import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { SiteConfig } from '../../../pipeline/site-config.js';
import { DocusaurusConfigError, loadDocusaurusConfig } from './load.js';
import { siteConfigFromDocusaurusConfig } from './site-config.js';
import { siteBabelState } from './babel.js';
import { pluginsToRun } from './site-config.js';
import type { DocusaurusPlugins, PluginEntry } from './plugins.js';
import { presetContext } from './presets.js';
import { inDocusaurusLocale } from './current-locale.js';
import { runSitePlugins } from './site-plugins/run.js';
import { generatedDir } from '../../../pipeline/cache/paths.js';
import { inFolder } from '../../../pipeline/util/in-folder.js';
import { generatedModules } from './generated-modules.js';
import { siteMetadata } from './site-metadata.js';
import { svgrSettings } from './svgr-settings.js';
import { unappliedSwizzles } from '../theme/swizzle-coverage.js';
import { unregisteredNavbarTypes } from './navbar-types.js';
import type { SiteLoad } from './site-load.js';

export interface DocusaurusSiteConfig {
  path: string;
  value: SiteConfig;
  /** One warning each: options without effect here, a swizzle not applied, a Babel config that cannot be loaded. */
  warnings: { file: string; line: number; message: string }[];
  /** A site plugin that threw, at its file and line. */
  errors: { file: string; line: number; message: string }[];
}

/**
 * A Docusaurus site folder is configured by its own `docusaurus.config.*`, evaluated as Docusaurus
 * does (`docusaurus/load.ts`) and mapped onto this project's site config
 * (`docusaurus/site-config.ts`). Null when the folder has none; a config that throws is a
 * `DocusaurusConfigError` with its file and line. `locale`: the locale this folder is built for;
 * Docusaurus loads the site (config, presets, plugins) once per locale, each with that locale's
 * context and `DOCUSAURUS_CURRENT_LOCALE`, so a plugin's content, routes and global data may differ
 * per locale (the default locale's when none is given, as in dev mode).
 */
export async function siteConfigFromDocusaurus(
  contentRoot: string,
  sidebarNames: string[],
  hasBlog: boolean,
  load: SiteLoad = {},
): Promise<DocusaurusSiteConfig | null> {
  const { locale } = load;
  const loaded = await loadDocusaurusConfig(contentRoot, load);
  if (!loaded) return null;
  const mapped = siteConfigFromDocusaurusConfig(loaded, contentRoot, { sidebarNames, hasBlog });
  // The site's own plugins, through Docusaurus's lifecycle, from the site folder as Docusaurus runs them.
  const context = {
    ...presetContext(loaded.config, loaded.path, contentRoot, load),
    // createData's files: beside the build's other generated modules, not in the site folder.
    generatedFilesDir: `${generatedDir(contentRoot)}-docusaurus`,
  };
  const toRun = pluginsToRun(mapped.plugins);
  const plugins = await inDocusaurusLocale(locale, () => inFolder(contentRoot, () => runSitePlugins(toRun, context)));
  const unapplied = [...mapped.unapplied, ...plugins.unapplied];
  const warnings: DocusaurusSiteConfig['warnings'] = [];
  if (unapplied.length > 0) {
    warnings.push({
      file: loaded.path,
      line: 1,
      message: `these Docusaurus options have no effect in this build (see README, "Docusaurus options"): ${unapplied.join(', ')}`,
    });
  }
  // A swizzle this theme does not draw (it does that part its own way) is said, not silently dropped.
  for (const swizzle of unappliedSwizzles(contentRoot))
    warnings.push({ file: swizzle.file, line: 1, message: `this swizzle of @theme/${swizzle.name} is not applied: ${swizzle.reason}` });
  const navbarTypes = unregisteredNavbarTypes(contentRoot, mapped.value.navbar);
  for (const message of navbarTypes.warnings) warnings.push({ file: loaded.path, line: 1, message });
  const errors = [...plugins.errors, ...navbarTypes.errors.map((message) => ({ file: loaded.path, line: 1, message }))];
  const babel = await siteBabelState(contentRoot);
  if (babel.kind === 'unloadable') {
    warnings.push({
      file: babel.configFile,
      line: 1,
      message: `the site's Babel config cannot be loaded (${babel.reason}), so its presets and plugins are not applied to the site's scripts; Docusaurus loads it with the site's packages (are they installed?)`,
    });
  }
  // The config's own `clientModules` come after the plugins' (Docusaurus adds them through its last, synthetic plugin).
  const ownModules = (Array.isArray(loaded.config.clientModules) ? (loaded.config.clientModules as unknown[]) : [])
    .filter((m): m is string => typeof m === 'string')
    .map((m) => (m.startsWith('.') ? resolve(contentRoot, m) : m));
  plugins.clientModules.push(...ownModules);
  // A locale's own `url` (Docusaurus 3.8+) is its build's `siteConfig.url`: its pages' absolute URLs, sitemap and feeds.
  const i18n = (context as Record<string, unknown>).i18n as { currentLocale: string; localeConfigs: Record<string, { url: string }> };
  const localeUrl = i18n.localeConfigs[i18n.currentLocale]?.url;
  const site = localeUrl && localeUrl !== mapped.value.url ? { ...mapped.value, url: localeUrl } : mapped.value;
  // The locale's config, as Docusaurus generates it for each locale's build: its base URL and `url`.
  const localeConfig = { ...((context as Record<string, unknown>).siteConfig as Record<string, unknown>), ...(localeUrl ? { url: localeUrl } : {}) };
  const withConfig = {
    ...site,
    generatedModules: generatedModules({
      siteConfig: localeConfig,
      i18n,
      codeTranslations: (context as Record<string, unknown>).codeTranslations as Record<string, string>,
      siteMetadata: siteMetadata(contentRoot, { builtIn: builtInPlugins(mapped.plugins, toRun), instances: plugins.instances }),
    }),
    svgr: svgrSettings(loaded.config),
    ...docItemComponentsOf(mapped.plugins.docs),
  };
  const value = plugins.ran.length > 0 || ownModules.length > 0 ? { ...withConfig, sitePlugins: plugins } : withConfig;
  return { path: loaded.path, value, warnings, errors };
}

/** The docs instances' `docItemComponent` other than Docusaurus's default (`route-components.ts`), by plugin id; none: nothing. */
function docItemComponentsOf(docs: PluginEntry[]): { docItemComponents?: Record<string, string> } {
  const out: Record<string, string> = {};
  for (const entry of docs) {
    const component = entry.options.docItemComponent;
    if (typeof component === 'string' && component !== '@theme/DocItem') out[typeof entry.options.id === 'string' ? entry.options.id : 'default'] = component;
  }
  return Object.keys(out).length > 0 ? { docItemComponents: out } : {};
}

/**
 * The plugins and themes of the config this build implements itself instead of running them (the
 * classic preset's parts, theme-classic, which draws every site, and the others it applies or
 * leaves out), by package name, for `siteMetadata.pluginVersions`.
 */
function builtInPlugins(plugins: DocusaurusPlugins, toRun: PluginEntry[]): string[] {
  const run = new Set(toRun);
  const others = plugins.others.filter((p) => !run.has(p) && /^(?:@[\w.-]+\/)?[\w.-]+$/.test(p.name)).map((p) => p.name);
  return [...new Set([...[...plugins.docs, ...plugins.blog, ...plugins.pages].map((p) => p.name), '@docusaurus/theme-classic', ...others])];
}

/** The layout every site gets when it has neither config: docs, blog, search. */
export function defaultSiteConfig(contentRoot: string, sidebarNames: string[], hasBlog: boolean): { path: string; value: SiteConfig } {
  const title = 'Documentation';
  return {
    path: join(contentRoot, 'site.config.ts'),
    value: {
      title,
      tagline: '',
      url: 'http://localhost',
      baseUrl: '/',
      logo: existsSync(join(contentRoot, 'static/img/logo.svg')) ? { alt: title, src: '/img/logo.svg' } : null,
      navbar: [
        ...(sidebarNames[0] ? [{ type: 'docSidebar' as const, sidebarId: sidebarNames[0], label: 'Docs', position: 'left' as const }] : []),
        ...(hasBlog ? [{ label: 'Blog', to: '/blog', position: 'left' as const }] : []),
        { type: 'search' as const, position: 'right' as const },
      ],
      footer: { columns: [], copyright: `Copyright © ${title}` },
    },
  };
}

export { DocusaurusConfigError };
