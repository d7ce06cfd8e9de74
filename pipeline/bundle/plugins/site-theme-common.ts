import type { Plugin } from 'vite';
import { themeCommonInternal } from '../../../docusaurus/node/bundle/theme-common-packages.js';
import { siteThemeCommonModule } from '../../../docusaurus/node/bundle/site-theme-common-module.js';

/**
 * `virtual:site-theme-common`: the site's own `@docusaurus/theme-common/internal` as `internal`
 * (its providers wrap the site's browser components, docusaurus/client/theme-common-providers.tsx),
 * else this project's when it has one installed, or an empty object: for a site without
 * theme-common, and for a site in this project's own format (`contentRoot` null).
 */
export function siteThemeCommon(contentRoot: string | null): Plugin {
  const id = 'virtual:site-theme-common';
  return {
    name: 'site-theme-common',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load(loaded) {
      if (loaded !== `\0${id}`) return null;
      // Node's resolution from the site folder (theme-common's exports map has no conditions); not
      // Vite's, whose check of the site's imports would name the package missing.
      const found = contentRoot === null ? null : themeCommonInternal(contentRoot);
      return found ? siteThemeCommonModule(found) : 'export const internal = {};\n';
    },
  };
}
