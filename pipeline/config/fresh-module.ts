import { createRequire } from 'node:module';
import { createJiti } from 'jiti';

const nodeRequire = createRequire(import.meta.url);

/** jiti's folder of compiled site modules, or false to compile each in memory every time. */
let compiledModules: string | false = false;

/**
 * Keeps jiti's compiled copies of the site's modules in `dir` (null: none, as with `--no-cache`).
 * jiti names each copy by the file's path and checks the hash of the file's text written in it,
 * so a changed file is compiled again and a fresh evaluation stays fresh. A TypeScript or ESM
 * config is otherwise compiled by Babel on every load: about half a second of a warm build of
 * prettier.io's site, whose config the build evaluates three times.
 */
export function keepCompiledSiteModules(dir: string | null): void {
  compiledModules = dir ?? false;
}

/**
 * Evaluates a site's own module (`docusaurus.config.*`, `sidebars.*`, `site.config.ts`), TS or JS,
 * CommonJS or ESM, with its own imports and requires, and returns its default export: jiti's
 * require, as Docusaurus's `loadFreshModule` runs its config and sidebars. Fresh on every call, for
 * dev mode's reload after a save: jiti compiles TS and ESM itself each time (its `import` would
 * hand an ESM file to Node's loader, which keeps the first version), and hands a CommonJS file to
 * Node's require, whose cache entry is dropped first. The pipeline runs as plain JavaScript
 * (pipeline/run.mjs), so Node's own loader would read no TypeScript.
 */
export function loadFreshModule(path: string): unknown {
  delete nodeRequire.cache[path];
  const mod: unknown = createJiti(path, { moduleCache: false, fsCache: compiledModules, sourceMaps: true })(path);
  // An ES module (or TypeScript) comes back as its exports; CommonJS as `module.exports`.
  return mod && typeof mod === 'object' && 'default' in mod ? mod.default : mod;
}
