import { transformWithOxc, type Plugin } from 'vite';
import { aliasedImport, builtinFallback, isEmptyTranslation, type WebpackTranslation } from '../config/site-plugins/webpack-config.js';

const EMPTY = '\0webpack-empty-module';

/**
 * What a site's plugins asked of webpack in `configureWebpack` (`webpack-config.ts`), done by Vite:
 * their aliases in both bundles; in the browser's, their fallbacks for Node's built-in modules
 * (which Vite would otherwise turn into a module that throws on use) and their provided free
 * variables (Rolldown's `inject`, the same rule as webpack's `ProvidePlugin`); their defined
 * constants in both. A module aliased or fallen back to `false` is empty, as in webpack.
 *
 * The bundle injects the provided variables with Rolldown's own option, and so does the dev
 * server's prebundling of dependencies; the dev server serves every other module one by one, each
 * transformed by Oxc with the same option (`injectProvided`).
 */
export function webpackResolve(translation: WebpackTranslation): Plugin | null {
  if (isEmptyTranslation(translation)) return null;
  const { aliases, fallbacks, provide, define } = translation;
  const mentionsProvided = mentionsAny(Object.keys(provide));
  let serving = false;
  return {
    name: 'site-webpack-resolve',
    enforce: 'pre',
    configResolved(config) {
      serving = config.command === 'serve';
    },
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
    transform: {
      // After Vite's own transforms: the module is plain JavaScript by then, whatever it was written in.
      order: 'post',
      async handler(code, id) {
        if (!serving || this.environment.name !== 'client' || !mentionsProvided(code)) return null;
        const env = this.environment;
        // Prebundled dependencies had the variables injected as they were bundled.
        if (!SCRIPT.test(id) || (env.mode === 'dev' && env.depsOptimizer?.isOptimizedDepFile(id))) return null;
        return injectProvided(code, id, provide);
      },
    },
  };
}

/** A module Vite serves as JavaScript, from a script of some kind (not a style, an asset or a `?raw` import). */
const SCRIPT = /\.(?:[cm]?[jt]sx?|mdx?)(?:$|\?(?!.*\b(?:raw|url|inline|worker)\b))/;

/** Whether a module's text names one of `names` at all: most modules do not, and are not parsed again. */
function mentionsAny(names: readonly string[]): (code: string) => boolean {
  if (names.length === 0) return () => false;
  const pattern = new RegExp(`(?<![\\w$.])(?:${names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?![\\w$])`);
  return (code) => pattern.test(code);
}

/** `code` with an import of each provided variable it uses free, as webpack's `ProvidePlugin` adds one. */
async function injectProvided(code: string, id: string, provide: WebpackTranslation['provide']) {
  const out = await transformWithOxc(code, id, { lang: 'js', inject: provide, sourcemap: true });
  return { code: out.code, map: out.map };
}
