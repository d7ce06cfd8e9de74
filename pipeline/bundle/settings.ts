import type { SiteConfigJson } from '../../common/contract.js';
import type { SiteConfig } from '../site-config.js';
import { staticDirsOf } from '../config/static-dirs.js';
import { themeFoldersByPriority } from '../../docusaurus/node/config/site-plugins/run.js';
import { generatedDir } from '../cache/paths.js';
import { clientModulesOf } from './client-modules.js';
import type { InfimaUse } from '../../docusaurus/node/bundle/infima-use.js';
import type { ChromeUse } from './chrome-use.js';
import type { GeneratedModules } from '../../docusaurus/node/config/generated-modules.js';
import type { SvgrSettings } from '../../docusaurus/node/bundle/svg-components.js';
import { NO_WEBPACK, type WebpackTranslation } from '../../docusaurus/node/config/site-plugins/webpack-config.js';
import { prismThemesOf, type CompatPrismThemes } from '../../docusaurus/shared/site-context.js';

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
  /**
   * The locales' copies of the site folder (`i18n/overlay.ts`), absolute: their scripts are the
   * site's (a locale built alone, `build --locale ar`, has its pages from there).
   */
  siteCopies: string[];
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
  /**
   * The Infima classes and variables the site's pages and code can use (a production build's layer
   * keeps only those); null for the whole layer (dev mode, where the page being edited may name
   * another class next).
   */
  infimaUse: InfimaUse | null;
  /** The chrome's optional parts the site's config draws (`chrome-use.ts`); null for all (dev mode). */
  chrome: ChromeUse | null;
  /** A Docusaurus site's `@generated/*` data modules (`docusaurus.config`, `i18n`...), the default locale's; null for a site in this project's own format. */
  generatedModules: GeneratedModules | null;
  /** A Docusaurus site's SVGR: the SVG files its code imports are React components; null when off, or for a site in this project's own format. */
  svgr: SvgrSettings;
  /** What the site's plugins asked of webpack that Vite does alike (`configureWebpack`: aliases, Node fallbacks, provided and defined names). */
  webpack: WebpackTranslation;
  /** Docs plugin id → the component its docs render with (`docItemComponent`), for the instances naming one other than `@theme/DocItem`. */
  docItemComponents: Record<string, string>;
  /** A Docusaurus site's `themeConfig.prism` theme objects, for theme-common's `usePrismTheme()`; null for a site without Prism themes. */
  prismThemes: CompatPrismThemes | null;
}

/** The site settings index.html takes, from the site config. */
export function siteHtmlSettings(site: SiteHtmlSettings): SiteHtmlSettings {
  return { colorMode: site.colorMode, announcement: site.announcement, favicon: site.favicon };
}

/**
 * The settings for a site, from its resolved config (`site`, null before one is known: index.html
 * keeps its defaults), its config file's value (stylesheets, static folders, plugins) and the
 * stylesheets its pages import. The build and dev mode both make them here, from the same parts.
 */
export function bundleSettings(
  contentRoot: string,
  site: Pick<SiteConfigJson, 'colorMode' | 'announcement' | 'favicon' | 'baseUrl' | 'navbarStyle' | 'tagManager'> | null,
  siteConfig:
    Pick<SiteConfig, 'customCss' | 'staticDirectories' | 'sitePlugins' | 'generatedModules' | 'svgr' | 'docItemComponents' | 'codeThemes'> | undefined,
  pageStylesheets: string[] = [],
  infimaUse: InfimaUse | null = null,
  chrome: ChromeUse | null = null,
  siteCopies: string[] = [],
): BundleSettings {
  const sitePlugins = siteConfig?.sitePlugins;
  return {
    contentRoot,
    siteCopies,
    // The build and dev mode write the site's registry and pages list here (emit/local-components.ts).
    generatedDir: generatedDir(contentRoot),
    baseUrl: site?.baseUrl || '/',
    // The site's own stylesheets, then those its pages import, as a page's CSS loads after the theme's.
    customCss: [...new Set([...(siteConfig?.customCss ?? []), ...pageStylesheets])],
    staticDirs: staticDirsOf(contentRoot, siteConfig),
    clientModules: site ? clientModulesOf(site, sitePlugins) : [],
    themePaths: themeFoldersByPriority(sitePlugins),
    navbarStyle: Boolean(site?.navbarStyle),
    html: site ? siteHtmlSettings(site) : null,
    infimaUse,
    chrome,
    generatedModules: siteConfig?.generatedModules ?? null,
    svgr: siteConfig?.svgr ?? null,
    webpack: sitePlugins?.webpack ?? NO_WEBPACK,
    docItemComponents: siteConfig?.docItemComponents ?? {},
    prismThemes: prismThemesOf(siteConfig?.codeThemes),
  };
}
