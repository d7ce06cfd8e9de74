import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * `virtual:client-modules`: the modules a Docusaurus site's plugins give from `getClientModules`
 * (and the config's `clientModules`), imported by the browser entry before the app starts, as
 * Docusaurus's client imports them; their `onRouteUpdate`/`onRouteDidUpdate` exports are called on
 * navigation (web/app/client-modules.ts).
 */
export function clientModules(webDir: string, files: string[]): Plugin {
  const id = 'virtual:client-modules';
  return {
    name: 'client-modules',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load(loaded) {
      if (loaded !== `\0${id}`) return null;
      // A site without client modules bundles no dispatcher: the first visit's budget stays as it was.
      if (files.length === 0) return 'export function useClientModuleLifecycles() {}\n';
      return [
        ...files.map((f, i) => `import * as m${i} from ${JSON.stringify(f)};`),
        `import { useLifecycles } from ${JSON.stringify(join(webDir, 'app/client-modules.ts'))};`,
        `const modules = [${files.map((_, i) => `m${i}`).join(', ')}];`,
        `export function useClientModuleLifecycles() { useLifecycles(modules); }`,
      ].join('\n');
    },
  };
}
