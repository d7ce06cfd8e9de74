import { createRequire } from 'node:module';
import { createJiti } from 'jiti';

const nodeRequire = createRequire(import.meta.url);

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
  const mod: unknown = createJiti(path, { moduleCache: false, fsCache: false, sourceMaps: true })(path);
  // An ES module (or TypeScript) comes back as its exports; CommonJS as `module.exports`.
  return mod && typeof mod === 'object' && 'default' in mod ? mod.default : mod;
}
