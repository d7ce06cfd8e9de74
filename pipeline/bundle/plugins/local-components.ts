import { existsSync, readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { localComponentsModule, registryFile, LOCAL_COMPONENTS_ID, type LocalComponentRegistry } from '../../emit/local-component-registry.js';

/**
 * `virtual:local-components`: the registry the build wrote into `generatedDir` for this content
 * root, as lazy `import()` calls. Without a registry it is empty; dev mode answers the id from
 * memory instead (pipeline/dev/registry-module.ts).
 */
export function localComponents(generatedDir: string): Plugin {
  const file = registryFile(generatedDir);
  return {
    name: 'local-components',
    resolveId: (source) => (source === LOCAL_COMPONENTS_ID ? `\0${LOCAL_COMPONENTS_ID}` : null),
    load(loaded) {
      if (loaded !== `\0${LOCAL_COMPONENTS_ID}`) return null;
      return localComponentsModule(existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as LocalComponentRegistry) : {});
    },
  };
}
