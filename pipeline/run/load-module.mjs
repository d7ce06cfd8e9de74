// Loads a TypeScript module of the pipeline from a worker thread's entry file. From the compiled
// copy (run.mjs) the module's `.js` is beside the entry; from the source (tsx, vitest) its `.ts`
// is, loaded through tsx's API: a loader passed in a worker's execArgv is not applied to it on
// every Node version.
import { existsSync } from 'node:fs';

/** `name` without extension, relative to `from` (the entry's import.meta.url). */
export async function loadModule(name, from) {
  const compiled = new URL(`${name}.js`, from);
  if (existsSync(compiled)) return import(compiled.href);
  const { tsImport } = await import('tsx/esm/api');
  return tsImport(`${name}.ts`, from);
}
