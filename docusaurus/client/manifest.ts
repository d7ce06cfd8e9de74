import { use } from 'react';
import type { BootManifest, DocsData, PluginGlobalData } from '../../common/contract';
import { queryClient, bootQuery, chunkQuery } from '../../web/app/query';

/**
 * boot.json, which the route loader has already fetched: every page renders after it, so a site's
 * component reading it through the compat hooks never waits.
 */
export function loadedManifest(): BootManifest {
  const manifest = loadedManifestOrNull();
  if (!manifest) throw new Error('the site manifest is not loaded yet: Docusaurus hooks can only be used inside a page');
  return manifest;
}

/** boot.json when already fetched: null while the app's modules load (a site module's top-level code runs then). */
export const loadedManifestOrNull = (): BootManifest | null => queryClient.getQueryData<BootManifest>(bootQuery.queryKey) ?? null;

const EMPTY_DOCS: DocsData = { versions: [] };
const EMPTY_GLOBAL: PluginGlobalData = {};
const pending = new Map<string, Promise<unknown>>();

/**
 * A data file that grows with the site (every doc, the plugins' global data): fetched only when a
 * site component first asks (suspending that component meanwhile); the prerenderer puts it in the
 * cache beforehand.
 */
function useDataFile<T>(path: string | null | undefined, empty: T): T {
  if (!path) return empty;
  // Once a render waited for the file, every render reads it through use() (settled, it answers at
  // once): React requires a component that suspended in use() to call it again when it retries.
  const fetching = pending.get(path) as Promise<T> | undefined;
  if (fetching) return use(fetching);
  const query = chunkQuery<T>(path);
  const loaded = queryClient.getQueryData<T>(query.queryKey);
  if (loaded) return loaded;
  const fetched = queryClient.ensureQueryData(query);
  pending.set(path, fetched);
  return use(fetched);
}

/** Every doc of every version, for `@docusaurus/plugin-content-docs/client` and `useGlobalData`. */
export function useDocsDataFile(): DocsData {
  return useDataFile<DocsData>(loadedManifest().docsData, EMPTY_DOCS);
}

/** What the site's plugins put in global data (`BootManifest.globalData`); empty when none did. */
export function usePluginGlobalDataFile(): PluginGlobalData {
  return useDataFile<PluginGlobalData>(loadedManifest().globalData, EMPTY_GLOBAL);
}
