/** The docs versions as the manifest lists them, from the layout and the resolved sidebars. */
import type { DocsVersion } from '../../common/contract.js';
import type { DocsLayout } from '../../docusaurus/node/config/layout.js';
import type { DocEntry } from '../model/entries.js';

/**
 * A version's main doc as Docusaurus picks it: the doc at the version's root, else the first link
 * of the first sidebar its docs are in, else its first doc. Shared by the manifest's versions and
 * the site data Markdown is evaluated with (`stages/site-data.ts`).
 */
export function versionMainDoc<D extends { route: string }>(
  prefix: string,
  docs: D[],
  sidebarOf: (doc: D) => string | null | undefined,
  firstRouteOf: (sidebar: string) => string | null | undefined,
): D | undefined {
  const firstSidebar = docs.map(sidebarOf).find((s) => s != null);
  const first = firstSidebar == null ? null : firstRouteOf(firstSidebar);
  return docs.find((d) => d.route === `${prefix}/`) ?? docs.find((d) => first != null && d.route === first) ?? docs[0];
}

export function docsVersionOf(
  instance: DocsLayout,
  docs: DocEntry[],
  docSidebar: Map<string, string>,
  sidebarFirstRoute: Map<string, string>,
  docKey: (instance: string, id: string) => string,
  sidebarFirstLink: Map<string, { route: string; label: string }> = new Map(),
  /** All the instance's sidebars (names in the site), as Docusaurus's global data lists each, a doc's first sidebar or not; else those of its docs. */
  sidebarNames?: readonly string[],
  /** The ids of the instance's docs left out as drafts (`RoutedSources.draftDocs`). */
  draftIds: ReadonlySet<string> = new Set(),
): DocsVersion {
  const own = docs.filter((d) => d.instance === instance.id);
  const sidebarOf = (d: DocEntry) => docSidebar.get(docKey(d.instance, d.id)) ?? null;
  const mainDoc = versionMainDoc(instance.prefix, own, sidebarOf, (name) => sidebarFirstRoute.get(name));
  const v = instance.version;
  // The links of its sidebars (the manifest's names), for the docs plugin's global data, which lists
  // a sidebar without a link too.
  const sidebars = Object.fromEntries(
    [...new Set(sidebarNames ?? own.map(sidebarOf))].flatMap((name) => {
      if (name === null) return [];
      const link = sidebarFirstLink.get(name);
      return [[name, link ? { route: link.route, label: link.label } : null]];
    }),
  );
  return {
    pluginId: v.pluginId,
    name: v.name,
    label: v.label,
    isLast: v.isLast,
    path: instance.prefix || '/',
    banner: v.banner,
    badge: v.badge,
    ...(v.className ? { className: v.className } : {}),
    mainDocId: mainDoc?.id ?? '',
    docs: own.map((d) => ({ id: d.id, path: d.route, sidebar: sidebarOf(d), ...(d.unlisted ? { unlisted: true as const } : {}) })),
    ...(Object.keys(sidebars).length > 0 ? { sidebars } : {}),
    ...(draftIds.size > 0 ? { draftIds: [...draftIds].sort() } : {}),
  };
}
