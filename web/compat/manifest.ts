import { use } from 'react';
import type { BootManifest, DocsData } from '../../common/contract';
import { queryClient, bootQuery, chunkQuery } from '../app/query';

/**
 * boot.json, which the route loader has already fetched: every page renders after it, so a site's
 * component reading it through the compat hooks never waits.
 */
export function loadedManifest(): BootManifest {
  const manifest = queryClient.getQueryData<BootManifest>(bootQuery.queryKey);
  if (!manifest) throw new Error('the site manifest is not loaded yet: Docusaurus hooks can only be used inside a page');
  return manifest;
}

const pending = new Map<string, Promise<DocsData>>();

/**
 * Every doc of every version, for `@docusaurus/plugin-content-docs/client`. It grows with the site,
 * so it is fetched only when a site component first asks (suspending that component meanwhile);
 * the prerenderer puts it in the cache beforehand.
 */
export function useDocsDataFile(): DocsData {
  const path = loadedManifest().docsData;
  if (!path) return { versions: [] };
  const query = chunkQuery<DocsData>(path);
  const loaded = queryClient.getQueryData<DocsData>(query.queryKey);
  if (loaded) return loaded;
  if (!pending.has(path)) pending.set(path, queryClient.ensureQueryData(query));
  return use(pending.get(path)!);
}
