/**
 * Docusaurus bundles each locale on its own, so a plugin may give each locale other client modules
 * or theme folders. This build has one client bundle for every locale (`stages/bundle.ts`), made
 * with the default locale's: what a locale's run of the plugins gives beyond it is named in a
 * warning rather than dropped without a word.
 */
import type { SitePluginsRun } from '../../docusaurus/node/config/site-plugins/types.js';

type BundleParts = Pick<SitePluginsRun, 'clientModules' | 'themePaths'> | undefined;

/** The client modules and theme folders a locale's plugins gave that the default locale's did not (paths from the locale's folder shown as given). */
export function localeOnlyBundleParts(defaultRun: BundleParts, localeRun: BundleParts, localeDir: string, siteDir: string): string[] {
  // A locale's folder is a copy of the site's: its files are the same files there.
  const asSite = (p: string) => (p.startsWith(`${localeDir}/`) ? `${siteDir}${p.slice(localeDir.length)}` : p);
  const modules = new Set(defaultRun?.clientModules ?? []);
  const themes = new Set(defaultRun?.themePaths ?? []);
  return [
    ...(localeRun?.clientModules ?? []).filter((m) => !modules.has(asSite(m))).map((m) => `client module ${m}`),
    ...(localeRun?.themePaths ?? []).filter((t) => !themes.has(asSite(t))).map((t) => `theme folder ${t}`),
  ];
}
