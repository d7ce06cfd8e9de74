import type { Plugin, ViteDevServer } from 'vite';
import type { LocalComponentEntry } from '../mdx/plugins/jsx-components/local.js';
import { DEV_EXTRACTED_PREFIX, LOCAL_COMPONENTS_ID, localComponentsModule, type LocalComponentRegistry } from '../emit/local-component-registry.js';

const REGISTRY = `\0${LOCAL_COMPONENTS_ID}`;
/** A component extracted from MDX (`export const X = ...`): its module text lives in memory too. */
const EXTRACTED = DEV_EXTRACTED_PREFIX;

/**
 * Dev mode's `virtual:local-components`, from the components the dev site has compiled, so a page
 * with a local component works without a build (whose registry.json may be missing or stale).
 * Ordered before the Vite config's `localComponents` (bundle/plugins/), which reads the build's file. When a pass
 * changes the components, `refresh` drops the modules and reloads open pages.
 */
export function devRegistryPlugin(components: () => Record<string, LocalComponentEntry>): Plugin & { refresh(): void } {
  let server: ViteDevServer | null = null;
  let current = components();
  let known = JSON.stringify(current);
  const registry = (): LocalComponentRegistry =>
    Object.fromEntries(
      Object.entries(current)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, e]) => [
          key,
          e.path ? { path: e.path, exportName: e.exportName } : { path: `${EXTRACTED}${encodeURIComponent(key)}`, exportName: 'default' },
        ]),
    );
  return {
    name: 'devdocs:local-components',
    enforce: 'pre',
    configureServer(s) {
      server = s;
    },
    resolveId(source) {
      if (source === LOCAL_COMPONENTS_ID) return REGISTRY;
      return source.startsWith(EXTRACTED) ? `\0${source}` : null;
    },
    async load(id) {
      if (id === REGISTRY) return localComponentsModule(registry());
      if (!id.startsWith(`\0${EXTRACTED}`)) return null;
      const key = decodeURIComponent(id.slice(EXTRACTED.length + 1));
      // Compiled here: Vite's own JSX transform looks at file names, and this module has none.
      const { transformWithOxc } = await import('vite');
      const out = await transformWithOxc(current[key]?.source ?? 'export default () => null;', `${key.replace(/[^\w-]+/g, '-')}.jsx`, {
        lang: 'jsx',
        jsx: { runtime: 'automatic' },
      });
      return { code: out.code, map: out.map ?? null };
    },
    refresh() {
      const next = components();
      const text = JSON.stringify(next);
      if (text === known) return;
      current = next;
      known = text;
      if (!server) return;
      for (const module of server.moduleGraph.idToModuleMap.values())
        if (module.id === REGISTRY || module.id?.startsWith(`\0${EXTRACTED}`)) server.moduleGraph.invalidateModule(module);
      server.ws.send({ type: 'full-reload' });
    },
  };
}
