import type { SitePluginsRun } from '../docusaurus/node/config/site-plugins/types.js';
import type { SiteConfig as AuthorSiteConfig } from '../common/site-config.js';
import type { GeneratedModules } from '../docusaurus/node/config/generated-modules.js';
import type { SvgrSettings } from '../docusaurus/node/bundle/svg-components.js';

export type {
  BrokenLinkSeverity,
  DropdownItemConfig,
  DropdownItemsAround,
  DropdownVersions,
  EditUrlFunction,
  HeadTagConfig,
  LogoConfig,
  NavbarItemConfig,
  SearchConfig,
} from '../common/site-config.js';

/**
 * A site config as the build holds it: the author's (`common/site-config.ts`) and what a
 * Docusaurus site's own plugins contributed when they ran, which the adapter adds.
 */
export interface SiteConfig extends AuthorSiteConfig {
  /** What a Docusaurus site's own plugins contributed when they ran (`docusaurus/node/config/site-plugins/run.ts`). */
  sitePlugins?: SitePluginsRun;
  /** A Docusaurus site's `@generated/*` data modules for the locale (`generated-modules.ts`): its config with Docusaurus's defaults, i18n, code translations. */
  generatedModules?: GeneratedModules;
  /** A Docusaurus site's SVGR (`svgr-settings.ts`): SVG files its code imports are React components; null when its config turns that off. */
  svgr?: SvgrSettings;
  /** Docs plugin id → its `docItemComponent` (`'@theme/ApiItem'`), for the instances naming one other than `@theme/DocItem`. */
  docItemComponents?: Record<string, string>;
}
