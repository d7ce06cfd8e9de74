import { join } from 'node:path';
import type { Plugin } from 'vite';
import { isCssModule, SCOPED_STYLESHEET_SUFFIX } from '../css-modules.js';
import { INFIMA_LAYER_ID } from './infima-layer-css.js';

/**
 * `virtual:site-css`: the site's own stylesheets (Docusaurus's `theme.customCss`, `files`), bundled
 * after the theme's CSS so they override it; `web/theme/global.css` reads the Infima variables they
 * set (`--ifm-color-primary`, ...).
 */
export function siteCss(clientDir: string, files: string[], navbarStyle: boolean, chromeSwizzled: boolean): Plugin {
  const id = 'virtual:site-css';
  return {
    name: 'site-css',
    resolveId: (source) => (source === id ? `\0${id}.css.js` : null),
    load(loaded) {
      if (loaded !== `\0${id}.css.js`) return null;
      // Site stylesheets are written against Infima's variables and classes: its layer comes first.
      // The navbar's dark and primary styles only for a site that asks for one (`navbar.style`).
      // A CSS module as a plain stylesheet of scoped classes (`siteCssModules`): components rendered at build time use them.
      // A swizzled part of the chrome is written against Infima's chrome classes: the layer then comes too.
      const imports = [
        ...(navbarStyle ? [join(clientDir, 'theme/navbar-style.css')] : []),
        ...(files.length || chromeSwizzled ? [INFIMA_LAYER_ID] : []),
        ...files.map((f) => (isCssModule(f) ? f + SCOPED_STYLESHEET_SUFFIX : f)),
      ];
      return imports.map((f) => `import ${JSON.stringify(f)};`).join('\n') + '\nexport {};\n';
    },
  };
}
