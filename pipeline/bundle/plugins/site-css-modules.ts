import type { Plugin } from 'vite';
import { compileCssModule, isCssModule, SCOPED_STYLESHEET_SUFFIX } from '../css-modules.js';

/**
 * `x.module.css.scoped.css`: the CSS module `x.module.css` (or `.scss`) as a plain stylesheet with
 * its classes scoped as its importers see them (pipeline/bundle/css-modules.ts). Named beside the
 * file, so its `url()`s resolve from its folder.
 */
export function siteCssModules(contentRoot: string): Plugin {
  return {
    name: 'site-css-modules',
    enforce: 'pre',
    resolveId: (source) => (source.endsWith(SCOPED_STYLESHEET_SUFFIX) && isCssModule(source.slice(0, -SCOPED_STYLESHEET_SUFFIX.length)) ? source : null),
    async load(id) {
      if (!id.endsWith(SCOPED_STYLESHEET_SUFFIX)) return null;
      const file = id.slice(0, -SCOPED_STYLESHEET_SUFFIX.length);
      if (!isCssModule(file)) return null;
      this.addWatchFile(file);
      return (await compileCssModule(file, contentRoot)).css;
    },
  };
}
