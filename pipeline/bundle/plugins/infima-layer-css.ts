import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { infimaLayer } from '../../../docusaurus/node/bundle/infima-layer.js';

export const INFIMA_LAYER_ID = 'virtual:infima-layer.css';

/**
 * `virtual:infima-layer.css`: Infima's variables and page-content classes for a Docusaurus site's
 * stylesheets and React pages (`docusaurus/node/bundle/infima-layer.ts`), made from the `infima` package
 * and the theme's own tokens. Only a site with stylesheets of its own or a swizzled part of the
 * chrome (`chromeElements`: the layer then has the chrome's element classes too), or a page using
 * `@theme/Layout`, loads it.
 */
export function infimaLayerCss(webDir: string, chromeElements: boolean): Plugin {
  const resolved = `\0${INFIMA_LAYER_ID}`;
  return {
    name: 'infima-layer',
    resolveId: (source) => (source === INFIMA_LAYER_ID ? resolved : null),
    load(loaded) {
      if (loaded !== resolved) return null;
      const infima = createRequire(import.meta.url).resolve('infima/dist/css/default/default.css');
      const theme = join(webDir, 'theme/global.css');
      this.addWatchFile(theme);
      return infimaLayer(readFileSync(infima, 'utf8'), readFileSync(theme, 'utf8'), chromeElements);
    },
  };
}
