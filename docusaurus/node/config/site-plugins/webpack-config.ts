import { isBuiltin } from 'node:module';

/**
 * What a site plugin's `configureWebpack` asks of the bundler, read into what Vite and the build-time
 * evaluation can do the same way: module aliases (`resolve.alias`), modules for the names webpack
 * cannot resolve (`resolve.fallback`: Node's built-in modules in the browser), free variables bound to
 * a module's export (`ProvidePlugin`: `Buffer`, `process`) and constants replaced in the code
 * (`DefinePlugin`). Docusaurus merges the object a plugin returns into its webpack config and webpack
 * applies each plugin in `plugins` to its compiler; a plugin that only adds to the config's options
 * (node-polyfill-webpack-plugin adds a `ProvidePlugin` and fallbacks) is applied here to a compiler
 * that has only options, and one that hooks into webpack's compilation is named as without effect.
 * Plain JSON: the bundle settings carry it to Vite's child process and the compile workers.
 */
export interface WebpackTranslation {
  /** In the order webpack tries them; a later plugin's alias of the same name replaces an earlier one's. */
  aliases: WebpackAlias[];
  /** Module name → the module that stands in when webpack cannot resolve the name; false: an empty module. */
  fallbacks: Record<string, string | false>;
  /** Free variable → module, or [module, export] (Rolldown's `inject`, `@rollup/plugin-inject`'s form). */
  provide: Record<string, string | [string, string]>;
  /** Expression → the code it is replaced with (DefinePlugin's keys, nested objects as dotted keys). */
  define: Record<string, string>;
}

export interface WebpackAlias {
  name: string;
  /** `name$` in webpack: only the name itself, not `name/sub/path`. */
  exact: boolean;
  /** The module or path the name stands for; false: an empty module (webpack's `alias: { x: false }`). */
  target: string | false;
}

export const NO_WEBPACK: WebpackTranslation = { aliases: [], fallbacks: {}, provide: {}, define: {} };

/** The parts of a webpack config this file reads; everything else a plugin sets is named as without effect. */
interface WebpackConfigShape {
  resolve?: { alias?: unknown; fallback?: unknown; [key: string]: unknown };
  plugins?: unknown[];
  module?: { rules?: unknown[]; [key: string]: unknown };
  [key: string]: unknown;
}

/** What one plugin's `configureWebpack` gave: its translation and what could not apply, as short phrases. */
export interface ConfiguredWebpack {
  translation: WebpackTranslation;
  unapplied: string[];
}

/** The config a plugin's `configureWebpack` is handed: the keys plugins read or add to, all empty. */
function baseConfig(siteDir: string): WebpackConfigShape {
  return {
    mode: 'production',
    context: siteDir,
    entry: {},
    output: {},
    resolve: { alias: {}, fallback: {}, modules: ['node_modules'], extensions: ['.js', '.jsx', '.ts', '.tsx', '.json'] },
    module: { rules: [] },
    plugins: [],
    optimization: {},
  };
}

/** The helpers Docusaurus hands `configureWebpack` (`ConfigureWebpackUtils`): loaders this build does not use. */
const UTILS = {
  getStyleLoaders: () => [],
  getJSLoader: () => ({ loader: 'babel-loader', options: {} }),
  currentBundler: { name: 'webpack', instance: null },
};

/**
 * Calls a plugin's `configureWebpack` for the client bundle (Docusaurus calls it for its server bundle
 * too; the prerenderer here runs the client's modules) and reads what it asked for.
 */
export function configureWebpackOf(
  configure: (config: unknown, isServer: boolean, utils: unknown, content: unknown) => unknown,
  plugin: unknown,
  content: unknown,
  siteDir: string,
): ConfiguredWebpack {
  const config = baseConfig(siteDir);
  const returned = configure.call(plugin, config, false, UTILS, content);
  const merged = returned && typeof returned === 'object' ? mergeConfig(config, returned as WebpackConfigShape) : config;
  return readConfig(merged, returned && typeof returned === 'object' ? (returned as WebpackConfigShape) : {});
}

/** webpack-merge's rule for the parts read here: objects merge key by key, arrays are concatenated, the rest replaced. */
function mergeConfig(base: WebpackConfigShape, added: WebpackConfigShape): WebpackConfigShape {
  const merge = (a: unknown, b: unknown): unknown => {
    if (Array.isArray(a) && Array.isArray(b)) return [...(a as unknown[]), ...(b as unknown[])];
    if (isPlainObject(a) && isPlainObject(b)) {
      const out: Record<string, unknown> = { ...a };
      for (const [k, v] of Object.entries(b)) out[k] = k in out ? merge(out[k], v) : v;
      return out;
    }
    return b === undefined ? a : b;
  };
  return merge(base, added) as WebpackConfigShape;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;
}

/** The keys of a returned config that apply here (read below); `mergeStrategy` is webpack-merge's, not the bundler's. */
const READ_KEYS = new Set(['resolve', 'plugins', 'mergeStrategy']);
const READ_RESOLVE_KEYS = new Set(['alias', 'fallback']);
/** Keys that tell webpack how to build or serve, with no counterpart in what a page is: no warning. */
const QUIET_KEYS = new Set(['devServer', 'stats', 'infrastructureLogging', 'performance', 'ignoreWarnings', 'cache', 'devtool']);

function readConfig(config: WebpackConfigShape, returned: WebpackConfigShape): ConfiguredWebpack {
  const unapplied: string[] = [];
  for (const key of Object.keys(returned)) {
    if (READ_KEYS.has(key) || QUIET_KEYS.has(key)) continue;
    unapplied.push(key === 'module' ? 'module.rules (Vite loads scripts, styles, Sass and assets itself)' : key);
  }
  for (const key of Object.keys(returned.resolve ?? {})) if (!READ_RESOLVE_KEYS.has(key)) unapplied.push(`resolve.${key}`);
  const translation: WebpackTranslation = { aliases: [], fallbacks: {}, provide: {}, define: {} };
  applyPlugins(config, translation, unapplied);
  translation.aliases = aliasesOf(config.resolve?.alias);
  for (const [name, target] of Object.entries(isPlainObject(config.resolve?.fallback) ? config.resolve.fallback : {})) {
    const module = firstTarget(target);
    if (module !== undefined) translation.fallbacks[name] = module;
  }
  return { translation, unapplied };
}

/**
 * Runs the config's webpack plugins as webpack's compiler would first: a `ProvidePlugin` or
 * `DefinePlugin` is read; any other plugin is applied to a compiler that has the config's options and
 * nothing else (a plugin may add plugins to the list while it is read, as webpack's own loop allows).
 */
function applyPlugins(config: WebpackConfigShape, translation: WebpackTranslation, unapplied: string[]): void {
  const plugins = (config.plugins ??= []);
  const compiler = {
    options: config,
    context: config.context,
    hooks: new Proxy(
      {},
      {
        get: () => {
          throw new UsesCompilation();
        },
      },
    ),
  };
  for (const plugin of plugins) {
    if (!plugin || typeof plugin !== 'object') continue;
    const name = (plugin as { constructor?: { name?: string } }).constructor?.name ?? 'a plugin';
    const definitions = (plugin as { definitions?: unknown }).definitions;
    if (name === 'ProvidePlugin' && isPlainObject(definitions)) provideOf(definitions, translation, unapplied);
    else if (name === 'DefinePlugin' && isPlainObject(definitions)) defineOf(definitions, '', translation, unapplied);
    else if (typeof (plugin as { apply?: unknown }).apply === 'function') {
      try {
        (plugin as { apply: (c: unknown) => void }).apply(compiler);
      } catch (error) {
        unapplied.push(
          error instanceof UsesCompilation
            ? `the webpack plugin ${name} (it works on webpack's compilation)`
            : `the webpack plugin ${name} (it threw: ${String((error as Error)?.message ?? error)})`,
        );
      }
    }
  }
}

class UsesCompilation extends Error {}

function provideOf(definitions: Record<string, unknown>, translation: WebpackTranslation, unapplied: string[]): void {
  for (const [name, value] of Object.entries(definitions)) {
    if (typeof value === 'string') translation.provide[name] = value;
    else if (Array.isArray(value) && value.length === 1 && typeof value[0] === 'string') translation.provide[name] = value[0];
    else if (Array.isArray(value) && value.length === 2 && typeof value[0] === 'string' && typeof value[1] === 'string')
      translation.provide[name] = [value[0], value[1]];
    else unapplied.push(`ProvidePlugin's ${name} (only a module or one export of it can be provided here)`);
  }
}

/** DefinePlugin's values are code; nested objects define each key under the dotted prefix. */
function defineOf(definitions: Record<string, unknown>, prefix: string, translation: WebpackTranslation, unapplied: string[]): void {
  for (const [key, value] of Object.entries(definitions)) {
    const name = prefix + key;
    if (typeof value === 'string') translation.define[name] = value;
    else if (typeof value === 'number' || typeof value === 'boolean' || value === null || value === undefined) translation.define[name] = String(value);
    else if (isPlainObject(value)) defineOf(value, `${name}.`, translation, unapplied);
    else unapplied.push(`DefinePlugin's ${name} (a value computed by webpack at build time)`);
  }
}

/** webpack's `resolve.alias`, an object (`name$` for the name alone) or a list of `{ name, alias, onlyModule }`. */
function aliasesOf(alias: unknown): WebpackAlias[] {
  const entries: [string, unknown, boolean][] = Array.isArray(alias)
    ? alias.flatMap((a: { name?: unknown; alias?: unknown; onlyModule?: unknown }) =>
        typeof a?.name === 'string' ? [[a.name, a.alias, a.onlyModule === true] as [string, unknown, boolean]] : [],
      )
    : Object.entries(isPlainObject(alias) ? alias : {}).map(([k, v]) => [k.endsWith('$') ? k.slice(0, -1) : k, v, k.endsWith('$')]);
  const out: WebpackAlias[] = [];
  for (const [name, value, exact] of entries) {
    const target = firstTarget(value);
    if (target !== undefined) addAlias(out, { name, exact, target });
  }
  return out;
}

/** Adds an alias last, in place of an earlier one of the same name (webpack keeps one per key). */
function addAlias(list: WebpackAlias[], alias: WebpackAlias): void {
  const known = list.findIndex((a) => a.name === alias.name && a.exact === alias.exact);
  if (known >= 0) list.splice(known, 1);
  list.push(alias);
}

/** An alias or fallback value: a module, false, or a list webpack tries in turn (the first is kept). */
function firstTarget(value: unknown): string | false | undefined {
  if (typeof value === 'string' || value === false) return value;
  if (Array.isArray(value)) return firstTarget(value[0]);
  return undefined;
}

/** The plugins' translations in order, as Docusaurus merges each plugin's config over the last one's. */
export function mergeTranslations(list: WebpackTranslation[]): WebpackTranslation {
  const out: WebpackTranslation = { aliases: [], fallbacks: {}, provide: {}, define: {} };
  for (const t of list) {
    for (const alias of t.aliases) addAlias(out.aliases, alias);
    Object.assign(out.fallbacks, t.fallbacks);
    Object.assign(out.provide, t.provide);
    Object.assign(out.define, t.define);
  }
  return out;
}

/** The module an import names after the aliases (webpack's order: the first alias that matches), or null when none does. */
export function aliasedImport(id: string, aliases: readonly WebpackAlias[]): { target: string | false } | null {
  for (const alias of aliases) {
    if (id === alias.name) return { target: alias.target };
    if (!alias.exact && id.startsWith(`${alias.name}/`))
      return { target: alias.target === false ? false : alias.target.replace(/\/$/, '') + id.slice(alias.name.length) };
  }
  return null;
}

/** The fallback for an import of one of Node's built-in modules (`zlib`, `node:zlib`), which a browser bundle cannot resolve. */
export function builtinFallback(id: string, fallbacks: Readonly<Record<string, string | false>>): { target: string | false } | null {
  const name = id.startsWith('node:') ? id.slice(5) : id;
  if (!isBuiltin(name) || !(name in fallbacks)) return null;
  return { target: fallbacks[name]! };
}

/** True when a translation asks for nothing (a site without `configureWebpack`, or one whose parts all had no effect). */
export function isEmptyTranslation(t: WebpackTranslation): boolean {
  return t.aliases.length === 0 && Object.keys(t.fallbacks).length === 0 && Object.keys(t.provide).length === 0 && Object.keys(t.define).length === 0;
}
