import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * `virtual:site-theme-common`: the site's own `@docusaurus/theme-common/internal` as `internal`
 * (its providers wrap the site's browser components, docusaurus/client/theme-common-providers.tsx), or an
 * empty object when the site has no theme-common installed.
 */
export function siteThemeCommon(contentRoot: string): Plugin {
  const id = 'virtual:site-theme-common';
  return {
    name: 'site-theme-common',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load(loaded) {
      if (loaded !== `\0${id}`) return null;
      // Node's resolution from the site folder (theme-common's exports map has no conditions); not
      // Vite's, whose check of the site's imports would name the package missing.
      let found: string | null = null;
      try {
        found = createRequire(join(contentRoot, 'package.json')).resolve('@docusaurus/theme-common/internal');
      } catch {
        found = null;
      }
      // A plain object: its exports differ across 3.x, and the bundler would warn of each one looked up that a version lacks.
      return found ? `import * as exports from ${JSON.stringify(found)};\nexport const internal = { ...exports };\n` : 'export const internal = {};\n';
    },
  };
}
