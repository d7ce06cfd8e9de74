/**
 * `@generated/globalData`: plugin name → instance id → data, as `useGlobalData()` returns it, for a
 * site's component that imports the module (a synchronous import, read at its top level or when it
 * renders). The data is not in the bundle (it grows with the site): it is the docs data and plugin
 * data files boot.json names, as `useGlobalData` reads them. Only the sites that import this module
 * have it in their bundle, in the chunk of the component importing it, so a site that does not
 * loads exactly what it did.
 *
 * In the browser the module waits (top-level await) until boot.json and those files are in the query
 * cache, so the importing module's own top-level code already reads the data. The prerenderer's
 * bundle is loaded before any page's data is in its cache, and fills the cache per page: so the
 * value read is always the one of the cache at that moment (the object below reads it on each
 * access), the same data the browser has for that page.
 */
import { queryClient, bootQuery, chunkQuery } from '../../../web/app/query';
import type { BootManifest, DocsData, PluginGlobalData } from '../../../common/contract';
import { globalData, type GlobalData } from '../../shared/global-data';
import { stableDocsData } from './plugin-content-docs-client';

const EMPTY_DOCS: DocsData = { versions: [] };
const made = new WeakMap<BootManifest, { docs: DocsData; plugins: PluginGlobalData; value: GlobalData }>();

/** The value for the cache's present content; one object while the content stays the same (Docusaurus's is one object). */
function current(): GlobalData {
  const manifest = queryClient.getQueryData<BootManifest>(bootQuery.queryKey);
  if (!manifest) return {};
  const docs = (manifest.docsData ? queryClient.getQueryData<DocsData>(chunkQuery(manifest.docsData).queryKey) : null) ?? EMPTY_DOCS;
  const plugins = (manifest.globalData ? queryClient.getQueryData<PluginGlobalData>(chunkQuery(manifest.globalData).queryKey) : null) ?? {};
  const known = made.get(manifest);
  if (known && known.docs === docs && known.plugins === plugins) return known.value;
  const value = globalData(stableDocsData(docs, manifest).versions, plugins);
  made.set(manifest, { docs, plugins, value });
  return value;
}

if (typeof document !== 'undefined') {
  const manifest = await queryClient.ensureQueryData(bootQuery);
  await Promise.all([manifest.docsData, manifest.globalData].flatMap((path) => (path ? [queryClient.ensureQueryData(chunkQuery(path))] : [])));
}

/** Reads through to `current()`: a plain object's operations (keys, `in`, spread, JSON) see the data. */
const target: GlobalData = {};
const value = new Proxy(target, {
  get: (_t, key) => (typeof key === 'string' ? current()[key] : undefined),
  has: (_t, key) => typeof key === 'string' && key in current(),
  ownKeys: () => Reflect.ownKeys(current()),
  getOwnPropertyDescriptor: (_t, key) => {
    const data = current();
    return typeof key === 'string' && key in data ? { value: data[key], enumerable: true, configurable: true, writable: false } : undefined;
  },
});

export default value;
