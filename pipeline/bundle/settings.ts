import type { SiteConfigJson } from '../../common/contract.js';
import type { SitePluginsRun } from '../../docusaurus/node/config/site-plugins/types.js';
import { themeFoldersByPriority } from '../../docusaurus/node/config/site-plugins/run.js';
import { generatedDir } from '../cache/paths.js';
import { clientModulesOf } from './client-modules.js';

/** What index.html's `<html>` takes before first paint (colour mode, announcement, favicon). */
export type SiteHtmlSettings = Pick<SiteConfigJson, 'colorMode' | 'announcement' | 'favicon'>;

/**
 * Everything the SPA's Vite config (`vite-config.ts`) depends on beyond this project's own files:
 * made once from the resolved site config by the build (`app-build.ts`) and by dev mode, and passed
 * to `viteConfig`. Plain JSON: the build hands it to the Vite child process (`vite-process.ts`).
 */
export interface BundleSettings {
  /** The site folder (absolute): `@site`, its packages, its swizzles and Babel config. */
  contentRoot: string;
  /** The folder the pipeline writes the site's component registry and `pages.json` into. */
  generatedDir: string;
  /** Vite's `base`: the path the site is served under. */
  baseUrl: string;
  /** The site's own stylesheets (`theme.customCss`), after the theme's. */
  customCss: string[];
  /** The site's static folders, where a stylesheet's `url(/x.png)` is looked up. */
  staticDirs: string[];
  /** The modules the browser entry imports before the app (`clientModulesOf`). */
  clientModules: string[];
  /** The site plugins' theme folders, highest priority first (after the site's `src/theme`). */
  themePaths: string[];
  /** The navbar's dark or primary style, when the site asks for one. */
  navbarStyle: boolean;
  /** What index.html's `<html>` takes; null leaves index.html's defaults. */
  html: SiteHtmlSettings | null;
}

/** The site settings index.html takes, from the site config. */
export function siteHtmlSettings(site: SiteHtmlSettings): SiteHtmlSettings {
  return { colorMode: site.colorMode, announcement: site.announcement, favicon: site.favicon };
}

/**
 * The settings for a site, from its resolved config (null before one is known: index.html keeps its
 * defaults) and what its plugins and pages add: the build and dev mode both make them here.
 */
export function bundleSettings(
  contentRoot: string,
  site: Pick<SiteConfigJson, 'colorMode' | 'announcement' | 'favicon' | 'baseUrl' | 'navbarStyle' | 'tagManager'> | null,
  parts: { customCss?: string[]; staticDirs?: string[]; sitePlugins?: SitePluginsRun },
): BundleSettings {
  return {
    contentRoot,
    // The build and dev mode write the site's registry and pages list here (emit/local-components.ts).
    generatedDir: generatedDir(contentRoot),
    baseUrl: site?.baseUrl || '/',
    customCss: parts.customCss ?? [],
    staticDirs: parts.staticDirs ?? [],
    clientModules: site ? clientModulesOf(site, parts.sitePlugins) : [],
    themePaths: themeFoldersByPriority(parts.sitePlugins),
    navbarStyle: Boolean(site?.navbarStyle),
    html: site ? siteHtmlSettings(site) : null,
  };
}
