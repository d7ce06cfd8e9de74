import type { CompatDocsVersion, CompatGlobalDoc } from './docs-data.js';
import { matchPath } from './match-path.js';

/** Docusaurus's name of the docs plugin in global data, and its default instance id. */
const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';
export const DEFAULT_PLUGIN_ID = 'default';

/** Global data: plugin name → instance id → that instance's data (Docusaurus's `GlobalData`). */
export type GlobalData = Record<string, Record<string, unknown>>;

/** One docs version as the docs plugin's `setGlobalData` writes it (`toGlobalDataVersion`). */
export interface GlobalDocsVersion {
  name: string;
  label: string;
  isLast: boolean;
  path: string;
  mainDocId: string;
  docs: CompatGlobalDoc[];
  draftIds: string[];
  sidebars: Record<string, { link?: { path: string; label: string } }>;
}

/** The docs plugin's global data for the versions this build knows, in Docusaurus's shape (newest first, as `versions` are given). */
export function docsGlobalData(versions: CompatDocsVersion[]): { path: string; versions: GlobalDocsVersion[]; breadcrumbs: boolean } {
  const path = versions.find((v) => v.isLast)?.path ?? versions[0]?.path ?? '/docs';
  return {
    path,
    versions: versions.map((v) => ({
      name: v.name,
      label: v.label,
      isLast: v.isLast,
      path: v.path,
      mainDocId: v.mainDocId,
      docs: v.docsList,
      draftIds: v.draftIds,
      // Docusaurus's `toGlobalSidebars`: each sidebar with its first link (a doc's or a category's page), `{}` without one.
      sidebars: Object.fromEntries(
        [...new Set([...v.docsList.map((d) => d.sidebar).filter((s): s is string => s !== null), ...Object.keys(v.sidebarLinks ?? {})])].map((s) => [
          s,
          v.sidebarLinks?.[s] ? { link: v.sidebarLinks[s] } : {},
        ]),
      ),
    })),
    breadcrumbs: true,
  };
}

/** Each docs plugin instance's versions (instance id → its versions, in the order given), as Docusaurus keeps one global data entry per instance. */
export function versionsByInstance<V extends { pluginId: string }>(versions: readonly V[]): Record<string, V[]> {
  const out: Record<string, V[]> = {};
  for (const v of versions) (out[v.pluginId] ??= []).push(v);
  return out;
}

/**
 * A version as global data holds it (Docusaurus's `GlobalVersion`: its docs a list with their
 * paths), the object the docs client's `useActiveVersion`, `useLatestVersion` and `useVersions`
 * return, where `useDocsVersion` returns the page's version metadata (its docs by id).
 */
export function globalVersionOf(
  all: Readonly<Record<string, ReturnType<typeof docsGlobalData>>>,
  version: { pluginId: string; name: string } | undefined,
): GlobalDocsVersion | undefined {
  return version && all[version.pluginId]?.versions.find((v) => v.name === version.name);
}

/**
 * The docs client's `getActiveDocContext`: the version the page is in, the doc of that version at
 * the page's path, and the same doc (by id) in each version that has it.
 */
export function activeDocContext(activeVersion: GlobalDocsVersion | undefined, versions: readonly GlobalDocsVersion[], pathname: string | null) {
  const activeDoc = pathname === null ? undefined : activeVersion?.docs.find((d) => matchPath(pathname, { path: d.path, exact: true, strict: false }) !== null);
  const alternateDocVersions: Record<string, CompatGlobalDoc> = {};
  if (activeDoc)
    for (const v of versions) {
      const same = v.docs.find((d) => d.id === activeDoc.id);
      if (same) alternateDocVersions[v.name] = same;
    }
  return { activeVersion, activeDoc, alternateDocVersions };
}

/** The docs client's `getDocVersionSuggestions`: the latest version, and the page's doc in it when it is there. */
export function docVersionSuggestions(latest: GlobalDocsVersion | undefined, context: ReturnType<typeof activeDocContext>) {
  return { latestDocSuggestion: latest && context.alternateDocVersions[latest.name], latestVersionSuggestion: latest };
}

/** The docs plugin's global data of every instance: instance id → its data (`useAllDocsData()`). */
export function docsGlobalDataByInstance(versions: CompatDocsVersion[]): Record<string, ReturnType<typeof docsGlobalData>> {
  return Object.fromEntries(Object.entries(versionsByInstance(versions)).map(([id, own]) => [id, docsGlobalData(own)]));
}

/**
 * The docs instance a pathname is in, as the docs client's `getActivePlugin` finds it: the first
 * whose path holds it (React Router's `matchPath`, not exact), the paths tried in reverse order so
 * `/android/foo` is `/android`'s, not `/`'s. Undefined outside every instance.
 */
export function activeInstanceOf<D extends { path: string }>(
  instances: Readonly<Record<string, D>>,
  pathname: string,
): { pluginId: string; pluginData: D } | undefined {
  const found = Object.entries(instances)
    .sort((a, b) => b[1].path.localeCompare(a[1].path))
    .find(([, data]) => matchPath(pathname, { path: data.path, exact: false, strict: false }) !== null);
  return found && { pluginId: found[0], pluginData: found[1] };
}

/**
 * The versions a navbar's doc item or sidebar item looks its target up in, as the docs client's
 * `useDocsVersionCandidates` gives them: the version the page is in, the reader's preferred one (none
 * is kept here), then the latest, each once.
 */
export function versionCandidates<V extends { name: string }>(versions: readonly V[], active: string | undefined, latest: string | undefined): V[] {
  const named = [active, latest].flatMap((name) => versions.filter((v) => v.name === name));
  return named.filter((v, i) => named.indexOf(v) === i);
}

const inVersions = (versions: readonly { name: string }[]) => `version${versions.length > 1 ? 's' : ''} "${versions.map((v) => v.name).join('", "')}"`;

/**
 * `useLayoutDoc(docId)`: the doc of that id in the first candidate version that has it; null without
 * an id, or for a draft (not published); the docs client's error, with the ids there are, otherwise.
 */
export function layoutDoc(candidates: readonly GlobalDocsVersion[], docId: string | null | undefined): CompatGlobalDoc | null {
  if (!docId) return null;
  const docs = candidates.flatMap((v) => v.docs);
  const found = docs.find((d) => d.id === docId);
  if (found) return found;
  if (candidates.some((v) => v.draftIds.includes(docId))) return null;
  throw new Error(
    `Couldn't find any doc with id "${docId}" in ${inVersions(candidates)}.\nAvailable doc ids are:\n- ${[...new Set(docs.map((d) => d.id))].join('\n- ')}`,
  );
}

/** `useLayoutDocsSidebar(sidebarId)`: that sidebar of the first candidate version that has it, else the docs client's error. */
export function layoutDocsSidebar(candidates: readonly GlobalDocsVersion[], sidebarId: string): GlobalDocsVersion['sidebars'][string] {
  const sidebars = candidates.flatMap((v) => Object.entries(v.sidebars));
  const found = sidebars.find(([name]) => name === sidebarId);
  if (found) return found[1];
  throw new Error(
    `Can't find any sidebar with id "${sidebarId}" in ${inVersions(candidates)}.\nAvailable sidebar ids are:\n- ${sidebars.map(([name]) => name).join('\n- ')}`,
  );
}

/**
 * `useGlobalData()`'s value: the docs plugin's data (when the site has docs; one entry per
 * instance), then what the site's plugins set (`pluginData`, plugin name → instance id → data; the
 * seam for running Docusaurus plugins: whatever their `setGlobalData` gave, under their names).
 */
export function globalData(versions: CompatDocsVersion[], pluginData: GlobalData = {}): GlobalData {
  const docs: GlobalData = versions.length > 0 ? { [DOCS_PLUGIN]: docsGlobalDataByInstance(versions) } : {};
  return { ...docs, ...pluginData };
}

/** `useAllPluginInstancesData(name, { failfast })`: every instance's data of one plugin. */
export function allPluginInstancesData(data: GlobalData, pluginName: string, options: { failfast?: boolean } = {}): Record<string, unknown> | undefined {
  const found = data[pluginName];
  if (!found && options.failfast) throw new Error(`Docusaurus plugin global data not found for "${pluginName}" plugin.`);
  return found;
}

/** `usePluginData(name, id, { failfast })`: one instance's data. */
export function pluginData(data: GlobalData, pluginName: string, pluginId = DEFAULT_PLUGIN_ID, options: { failfast?: boolean } = {}): unknown {
  const found = allPluginInstancesData(data, pluginName)?.[pluginId];
  if (!found && options.failfast) throw new Error(`Docusaurus plugin global data not found for "${pluginName}" plugin with id "${pluginId}".`);
  return found;
}
