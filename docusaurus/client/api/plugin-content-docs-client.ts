import { createContext, createElement, useContext, useMemo, type ReactNode } from 'react';
import { useLocation } from './router';
import type { BootManifest, DocsData } from '../../../common/contract';
import { loadedManifest, useDocsDataFile } from '../manifest';
import { useRouteData } from '../../../web/app/route-data';
import { activeVersionOf, docsVersionData, latestVersionOf, type CompatDocsVersion } from '../../shared/docs-data';
import { docContent, docsSidebar } from '../../shared/doc-content';
import {
  activeDocContext,
  activeInstanceOf,
  DEFAULT_PLUGIN_ID,
  docVersionSuggestions,
  globalVersionOf,
  docsGlobalDataByInstance,
  layoutDoc,
  layoutDocsSidebar,
  versionCandidates,
  versionsByInstance,
  type docsGlobalData,
  type GlobalDocsVersion,
} from '../../shared/global-data';
import { isVisibleSidebarItem, type PropItem } from '../../shared/sidebar-visibility';
import { sidebarBreadcrumbs, sidebarSiblings } from '../../shared/sidebar-breadcrumbs';

/**
 * `@docusaurus/plugin-content-docs/client`, in the browser: the same shapes the build-time side
 * returns, built from boot.json's versions and the docs data file (doc ids, titles and sidebars;
 * descriptions are not in it). Each hook reads the file first, so it is a hook itself.
 */
export function useVersionsData(): CompatDocsVersion[] {
  return stableDocsData(useDocsDataFile(), loadedManifest()).versions;
}

type AllDocsData = ReturnType<typeof docsGlobalData>;

interface StableDocsData {
  manifest: object;
  /** Every instance's versions. */
  versions: CompatDocsVersion[];
  /** Instance id → its versions. */
  byInstance: Record<string, CompatDocsVersion[]>;
  /** Instance id → its global data (`useAllDocsData()`). */
  all: Record<string, AllDocsData>;
}

/** What the hooks return for one docs data file and manifest, made once: the same objects every render. */
const made = new WeakMap<object, StableDocsData>();

/**
 * Docusaurus's global data is one object for the page's life, and theme-common relies on it: 3.0–3.4's
 * `DocsPreferredVersionContextProvider` runs an effect on `useAllDocsData()`'s identity that sets
 * state, so a new object each render looped for ever and the page never finished hydrating.
 */
export function stableDocsData(data: DocsData, manifest: BootManifest): StableDocsData {
  const known = made.get(data);
  if (known && known.manifest === manifest) return known;
  const versions = manifest.versions.map((v) => {
    const own = data.versions.find((d) => d.pluginId === v.pluginId && d.name === v.name);
    return docsVersionData(
      { ...v, ...(own?.sidebars ? { sidebars: own.sidebars } : {}), ...(own?.draftIds ? { draftIds: own.draftIds } : {}) },
      (own?.docs ?? []).map((d) => ({ ...d, description: '' })),
      // Paths under the site's base URL, as Docusaurus's are (the routes carry the locale's prefix already).
      manifest.site.baseUrl,
    );
  });
  // Docusaurus's `useDocsData(id)` is that instance's global data.
  const value = { manifest, versions, byInstance: versionsByInstance(versions), all: docsGlobalDataByInstance(versions) };
  made.set(data, value);
  return value;
}

function useStableDocsData(): StableDocsData {
  return stableDocsData(useDocsDataFile(), loadedManifest());
}

/** One instance's versions, as Docusaurus's hooks taking a `pluginId` read that instance's global data (its error when there is none). */
function instanceVersionsOf(byInstance: Record<string, CompatDocsVersion[]>, pluginId: string | undefined): CompatDocsVersion[] {
  const id = pluginId ?? DEFAULT_PLUGIN_ID;
  const found = byInstance[id];
  if (!found) throw new Error(`Docusaurus plugin global data not found for "docusaurus-plugin-content-docs" plugin with id "${id}".`);
  return found;
}

function useInstanceVersions(pluginId: string | undefined): CompatDocsVersion[] {
  return instanceVersionsOf(useStableDocsData().byInstance, pluginId);
}

export function useDocsVersion(): CompatDocsVersion {
  const provided = useContext(VersionContext);
  const all = useVersionsData();
  const active = usePageVersion();
  return provided ?? active ?? all[0]!;
}

/**
 * The version of an instance (the default one when unnamed) the page is in; without a `pluginId`,
 * of whichever instance the page is in. Outside them, its first version (Docusaurus's is undefined
 * there, which the theme's own callers never meet).
 */
function usePageVersion(pluginId?: string): CompatDocsVersion | undefined {
  const { pathname } = useLocation();
  const { versions, byInstance, all } = useStableDocsData();
  // Unnamed: the instance the page is in (the one with the longer path where two hold it).
  const id = pluginId ?? activeInstanceOf(all, pathname)?.pluginId;
  if (id === undefined) return versions[0];
  const own = instanceVersionsOf(byInstance, id);
  return activeVersionOf(own, pathname) ?? own[0];
}

/** `useActiveVersion(pluginId)`: that version as global data holds it (its docs a list with their paths). */
export function useActiveVersion(pluginId?: string): GlobalDocsVersion | undefined {
  return globalVersionOf(useStableDocsData().all, usePageVersion(pluginId));
}

/** `useActiveDocContext(pluginId)`: the page's version, its doc at the page's path, and that doc in each version. */
export function useActiveDocContext(pluginId?: string) {
  const { pathname } = useLocation();
  const { all } = useStableDocsData();
  const version = usePageVersion(pluginId);
  return activeDocContext(globalVersionOf(all, version), version ? all[version.pluginId]!.versions : [], pathname);
}

/** `useDocsData(pluginId)`: that instance's global data (the default instance's when unnamed). */
export function useDocsData(pluginId?: string) {
  const { all } = useStableDocsData();
  useInstanceVersions(pluginId);
  return all[pluginId ?? DEFAULT_PLUGIN_ID]!;
}

export function useAllDocsData() {
  return useStableDocsData().all;
}

/** `useVersions(pluginId)`: that instance's versions as global data holds them. */
export function useVersions(pluginId?: string): GlobalDocsVersion[] {
  return useDocsData(pluginId).versions;
}

/** `useLatestVersion(pluginId)`: that instance's last version as global data holds it. */
export function useLatestVersion(pluginId?: string): GlobalDocsVersion {
  const { all } = useStableDocsData();
  return globalVersionOf(all, latestVersionOf(useInstanceVersions(pluginId)))!;
}

// --- Contexts: the doc, sidebar and version of the page on screen ---------------------------------

type DocContent = ReturnType<typeof docContent>;
type DocsSidebar = ReturnType<typeof docsSidebar>;

const DocContext = createContext<DocContent | null>(null);
const SidebarContext = createContext<DocsSidebar | null | undefined>(undefined);
const VersionContext = createContext<CompatDocsVersion | null>(null);

/**
 * `DocProvider`: the doc `useDoc()` returns below it. Without one, `useDoc()` is the doc of the
 * page on screen (its route chunk), so a site component or swizzled theme component anywhere on a
 * doc page reads it, as on Docusaurus, where the doc page provides it around everything it renders.
 */
export function DocProvider({ content, children }: { content: DocContent; children?: ReactNode }) {
  return createElement(DocContext.Provider, { value: content }, children);
}

export function useDoc(): DocContent {
  const provided = useContext(DocContext);
  const data = useRouteData();
  if (provided) return provided;
  if (data?.status === 'ok' && data.chunk.kind === 'doc') return docContent(data.chunk, data.manifest.site.baseUrl);
  throw new ReactContextError('DocProvider');
}

export function DocsSidebarProvider({ name, items, children }: { name: string | undefined; items: unknown[] | null; children?: ReactNode }) {
  return createElement(SidebarContext.Provider, { value: name && items ? { name, items } : null }, children);
}

/** `useDocsSidebar()`: the sidebar of the page on screen (null on a doc no sidebar lists). */
export function useDocsSidebar(): DocsSidebar | null {
  const provided = useContext(SidebarContext);
  const data = useRouteData();
  if (provided !== undefined) return provided;
  if (data?.status === 'ok') return data.sidebar ? docsSidebar(data.sidebar, data.manifest.site.baseUrl) : null;
  throw new ReactContextError('DocsSidebarProvider');
}

export function DocsVersionProvider({ version, children }: { version: CompatDocsVersion | null; children?: ReactNode }) {
  return createElement(VersionContext.Provider, { value: version }, children);
}

/** `useActivePlugin({ failfast })`: the docs instance the page is in, and its global data. */
export function useActivePlugin(options: { failfast?: boolean } = {}) {
  const { pathname } = useLocation();
  const { all } = useStableDocsData();
  const active = activeInstanceOf(all, pathname);
  if (!active && options.failfast) {
    throw new Error(
      `Can't find active docs plugin for "${pathname}" pathname, while it was expected to be found. Maybe you tried to use a docs feature that can only be used on a docs-related page? Existing docs plugin paths are: ${Object.values(
        all,
      )
        .map((d) => d.path)
        .join(', ')}`,
    );
  }
  return active;
}

export function useActivePluginAndVersion(options: { failfast?: boolean } = {}) {
  const activePlugin = useActivePlugin(options);
  const activeVersion = useActiveVersion(activePlugin?.pluginId);
  return activePlugin ? { activePlugin, activeVersion } : undefined;
}

/** The reader's preferred version is not kept here (the version dropdown links to the same doc in each version). */
export function useDocsPreferredVersion() {
  return { preferredVersion: null, savePreferredVersionName: (_name: string) => undefined };
}

export function useDocsPreferredVersionByPluginId() {
  return { default: null };
}

export function DocsPreferredVersionContextProvider({ children }: { children?: ReactNode }) {
  return children;
}

export function DocSidebarItemsExpandedStateProvider({ children }: { children?: ReactNode }) {
  return children;
}

export function useDocById(id: string | undefined) {
  const version = useDocsVersion();
  if (!id) return undefined;
  const doc = version.docs[id];
  if (!doc) throw new Error(`no version data found for docId ${id}`);
  return doc;
}

/** `useDocsVersionCandidates(pluginId)`: the page's version of that instance, then its latest (global data's shape), each once. */
export function useDocsVersionCandidates(pluginId?: string) {
  const { pathname } = useLocation();
  const { all, byInstance } = useStableDocsData();
  const own = instanceVersionsOf(byInstance, pluginId);
  const active = activeVersionOf(own, pathname)?.name;
  const latest = latestVersionOf(own)?.name;
  const versions = all[pluginId ?? DEFAULT_PLUGIN_ID]!.versions;
  return useMemo(() => versionCandidates(versions, active, latest), [versions, active, latest]);
}

/** `useLayoutDoc(docId, pluginId)`: what a navbar's `doc` item links to (`path`), from the candidate versions. */
export function useLayoutDoc(docId: string | null | undefined, pluginId?: string) {
  const candidates = useDocsVersionCandidates(pluginId);
  return useMemo(() => layoutDoc(candidates, docId), [candidates, docId]);
}

/** `useLayoutDocsSidebar(sidebarId, pluginId)`: what a navbar's `docSidebar` item links to, from the candidate versions. */
export function useLayoutDocsSidebar(sidebarId: string, pluginId?: string) {
  const candidates = useDocsVersionCandidates(pluginId);
  return useMemo(() => layoutDocsSidebar(candidates, sidebarId), [candidates, sidebarId]);
}

/** `useDocVersionSuggestions(pluginId)`: the latest version and the page's doc in it (a version banner's link). */
export function useDocVersionSuggestions(pluginId?: string) {
  return docVersionSuggestions(useLatestVersion(pluginId), useActiveDocContext(pluginId ?? DEFAULT_PLUGIN_ID));
}

/**
 * Docusaurus's search tags for the page: one per docs instance (`docs-<pluginId>-<version>`), the
 * version the page is in for its own instance, the latest for the others.
 */
export function useDocsContextualSearchTags(): string[] {
  const { pathname } = useLocation();
  const { byInstance } = useStableDocsData();
  return Object.entries(byInstance).map(([id, own]) => {
    const version = activeVersionOf(own, pathname) ?? latestVersionOf(own)!;
    return getDocsVersionSearchTag(id, version.name);
  });
}

export const getDocsVersionSearchTag = (pluginId: string, versionName: string) => `docs-${pluginId}-${versionName}`;

export {
  filterDocCardListItems,
  findFirstSidebarItemCategoryLink,
  findFirstSidebarItemLink,
  isActiveSidebarItem,
  isVisibleSidebarItem,
} from '../../shared/sidebar-visibility';

/** `useVisibleSidebarItems(items, activePath)`: the items a sidebar level shows (an unlisted doc only while active). */
export function useVisibleSidebarItems<T extends PropItem>(items: readonly T[], activePath: string): T[] {
  return useMemo(() => items.filter((item) => isVisibleSidebarItem(item, activePath)), [items, activePath]);
}

interface Item {
  type: string;
  href?: string;
  items?: Item[];
}

/** `useCurrentSidebarCategory()`: the category of the sidebar whose link is the page on screen. */
export function useCurrentSidebarCategory() {
  const pathname = useSidebarPathname();
  const sidebar = useDocsSidebar();
  const find = (items: Item[]): Item | undefined => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      if (item.href === pathname) return item;
      const inner = find(item.items ?? []);
      if (inner) return inner;
    }
    return undefined;
  };
  const found = sidebar && find(sidebar.items as Item[]);
  if (!found) throw new Error(`Unexpected: cant find current sidebar category for path ${pathname}`);
  return found;
}

/** The page's path as the sidebar's hrefs have it: under the base URL, as Docusaurus's are (this router's location is not). */
function useSidebarPathname(): string {
  return loadedManifest().site.baseUrl.replace(/\/$/, '') + useLocation().pathname;
}

/** `useSidebarBreadcrumbs()`: the categories and doc leading to the page in its sidebar; null without a sidebar. */
export function useSidebarBreadcrumbs(): PropItem[] | null {
  const pathname = useSidebarPathname();
  const sidebar = useDocsSidebar();
  return sidebar ? sidebarBreadcrumbs(sidebar.items as PropItem[], pathname) : null;
}

/** `useCurrentSidebarSiblings()` (3.8+): the items beside the page: its deepest category's, else the sidebar's top level. */
export function useCurrentSidebarSiblings(): readonly PropItem[] {
  const pathname = useSidebarPathname();
  const sidebar = useDocsSidebar();
  if (!sidebar) throw new Error('Unexpected: cant find current sidebar in context');
  return sidebarSiblings(sidebar.items as PropItem[], pathname);
}

/** theme-common's error for a hook outside its provider, so the build-time render knows it too. */
class ReactContextError extends Error {
  constructor(providerName: string) {
    super(`Hook is called outside the <${providerName}>.`);
    this.name = 'ReactContextError';
  }
}
