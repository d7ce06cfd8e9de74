import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { infimaLayer } from '../../../docusaurus/node/bundle/infima-layer.js';
import type { InfimaUse } from '../../../docusaurus/node/bundle/infima-use.js';
import { infimaStylesheet } from '../../../docusaurus/node/bundle/site-infima-use.js';

export const INFIMA_LAYER_ID = 'virtual:infima-layer.css';

/**
 * `virtual:infima-layer.css`: Infima's variables and page-content classes for a Docusaurus site's
 * stylesheets and React pages (`docusaurus/node/bundle/infima-layer.ts`), made from the `infima` package
 * and the theme's own tokens. Only a site with stylesheets of its own or a swizzled part of the
 * chrome (`chromeElements`: the layer then has the chrome's element classes too), or a page using
 * `@theme/Layout`, loads it. With `use` (a production build) it has only what the site can use.
 */
export function infimaLayerCss(webDir: string, chromeElements: boolean, use: InfimaUse | null): Plugin {
  const resolved = `\0${INFIMA_LAYER_ID}`;
  return {
    name: 'infima-layer',
    resolveId: (source) => (source === INFIMA_LAYER_ID ? resolved : null),
    load(loaded) {
      if (loaded !== resolved) return null;
      const theme = join(webDir, 'theme/global.css');
      this.addWatchFile(theme);
      return infimaLayer(infimaStylesheet(), readFileSync(theme, 'utf8'), chromeElements, use);
    },
  };
}
