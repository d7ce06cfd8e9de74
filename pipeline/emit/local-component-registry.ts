import { join } from 'node:path';

/**
 * The one place that says what `virtual:local-components` looks like (where the build leaves it:
 * `generatedDir` in cache/paths.ts). It imports nothing but node:path: vitest.config.ts imports it too.
 */

/** Registry key → the module that holds the component and the export to render. */
export type LocalComponentRegistry = Record<string, { path: string; exportName: string }>;

/** The registry file in a generated folder (written by the build's `writeLocalComponents`). */
export function registryFile(dir: string): string {
  return join(dir, 'registry.json');
}

/** The prefix of dev mode's in-memory modules of components extracted from MDX (`dev/registry-module.ts`). */
export const DEV_EXTRACTED_PREFIX = 'devdocs-extracted:';

/** The id web/mdx/LocalComponent.tsx imports the registry by. */
export const LOCAL_COMPONENTS_ID = 'virtual:local-components';

/**
 * The source of `virtual:local-components`: one lazy `import()` per component, so each is a chunk of
 * its own, loaded only by pages that render it. A default export is the module as `import()` gives
 * it; another export is picked out (every page's first visit carries this list: a few bytes count).
 */
export function localComponentsModule(registry: LocalComponentRegistry): string {
  const entries = Object.entries(registry).map(
    ([key, { path, exportName }]) =>
      `  ${JSON.stringify(key)}: () => import(${JSON.stringify(path)})${exportName === 'default' ? '' : `.then((m) => ({ default: m[${JSON.stringify(exportName)}] }))`},`,
  );
  return `export const localComponents = {\n${entries.join('\n')}\n};\n`;
}
