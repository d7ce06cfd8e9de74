import type { Plugin } from 'vite';
import { aliasedImport, builtinFallback, isEmptyTranslation, type WebpackTranslation } from '../config/site-plugins/webpack-config.js';

const EMPTY = '\0webpack-empty-module';

/**
 * What a site's plugins asked of webpack in `configureWebpack` (`webpack-config.ts`), done by Vite:
 * their aliases in both bundles; in the browser's, their fallbacks for Node's built-in modules
 * (which Vite would otherwise turn into a module that throws on use) and their provided free
 * variables (Rolldown's `inject`, the same rule as webpack's `ProvidePlugin`); their defined
 * constants in both. A module aliased or fallen back to `false` is empty, as in webpack.
 */
export function webpackResolve(translation: WebpackTranslation): Plugin | null {
  if (isEmptyTranslation(translation)) return null;
  const { aliases, fallbacks, provide, define } = translation;
  return {
    name: 'site-webpack-resolve',
    enforce: 'pre',
    config() {
      return Object.keys(define).length > 0 ? { define } : {};
    },
    configEnvironment(name) {
      // The prerenderer runs in Node, which has `Buffer` and `process`; webpack provides them to the browser's bundle.
      if (name !== 'client' || Object.keys(provide).length === 0) return {};
      return { build: { rolldownOptions: { transform: { inject: provide } } }, optimizeDeps: { rolldownOptions: { transform: { inject: provide } } } };
    },
    async resolveId(source, importer, options) {
      const aliased = aliasedImport(source, aliases);
      const fallback = aliased || this.environment.name !== 'client' ? null : builtinFallback(source, fallbacks);
      const target = aliased ?? fallback;
      if (!target) return null;
      if (target.target === false) return EMPTY;
      return (await this.resolve(target.target, importer, { ...options, skipSelf: true })) ?? null;
    },
    load(id) {
      return id === EMPTY ? 'export default {};' : null;
    },
  };
}
