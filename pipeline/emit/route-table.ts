import type { BootManifest, DocsData, Manifest, ManifestRoute, NavbarItem, RouteTableShard } from '../../common/contract.js';
import { navbarTargets } from '../config/navbar-targets.js';
import { matchRoute } from '../../common/paths.js';
import { shardCount, shardOf, shardPath } from '../../common/route-table.js';
import { contentHash } from './hash.js';
import type { OutputSink } from '../model/emit-step.js';

/**
 * What the SPA fetches, beside the whole-build `manifest.json` it never reads: the route table as
 * shards (`/_data/routes/<id>/<n>.json`), `boot.json` (no route lists: the same size for any
 * number of pages) and the docs data for site components. Runs after every emit step has added its
 * routes, on the finished manifest.
 */
export function emitRouteTable(manifest: Manifest, out: OutputSink, bootFile: string): BootManifest {
  const shards = manifest.routeTable.shards;
  const split: Record<string, ManifestRoute>[] = Array.from({ length: shards }, () => ({}));
  for (const [route, entry] of Object.entries(manifest.routes)) split[shardOf(route, shards)]![route] = entry;
  split.forEach((routes, i) => {
    const shard: RouteTableShard = { contractVersion: manifest.contractVersion, routes };
    out.write(shardPath(manifest.routeTable, i).slice(1), JSON.stringify(shard));
  });
  const docsData: DocsData = {
    versions: manifest.versions.map((v) => ({
      pluginId: v.pluginId,
      name: v.name,
      docs: v.docs.map((d) => ({ ...d, title: manifest.routes[d.path]?.title ?? d.id })),
      ...(v.sidebars ? { sidebars: Object.fromEntries(Object.entries(v.sidebars).map(([name, l]) => [name, l && { path: l.route, label: l.label }])) } : {}),
      ...(v.draftIds ? { draftIds: v.draftIds } : {}),
    })),
  };
  // The plugins' global data grows with the site: a file fetched by the components that read it.
  const { globalData, ...site } = manifest.site;
  const boot: BootManifest = {
    contractVersion: manifest.contractVersion,
    buildId: manifest.buildId,
    site,
    versions: manifest.versions.map(({ docs, sidebars: _sidebars, draftIds: _draftIds, ...v }) => ({
      ...v,
      mainDocPath: docs.find((d) => d.id === v.mainDocId)?.path ?? v.path,
    })),
    notFound: manifest.notFound,
    // What search indexes exist: read with the search box's logic, not on a first visit.
    search: manifest.search ? out.writeHashedJson('search', 'manifest', manifest.search) : null,
    blog: manifest.blog,
    i18n: manifest.i18n,
    routeTable: manifest.routeTable,
    navbarRoutes: navbarRoutes(manifest.site.navbar, manifest.routes),
    docsData: manifest.versions.length ? out.writeHashedJson('docs', 'docs', docsData) : null,
    ...(globalData ? { globalData: out.writeHashedJson('docs', 'global-data', globalData) } : {}),
  };
  out.write(bootFile, JSON.stringify(boot));
  return boot;
}

/** The table's id and shard count, from the routes alone (so the manifest's build id covers them). */
export function routeTableRef(routes: Record<string, ManifestRoute>): Manifest['routeTable'] {
  return { id: contentHash(JSON.stringify(routes), 12), shards: shardCount(Object.keys(routes).length) };
}

/**
 * Each internal navbar target that is a route, with its docs sidebar (for "active" marks: an item
 * is active on every page of its target's sidebar). A `doc` item's target keeps its sidebar, as
 * Docusaurus marks doc items by sidebar; a link's target keeps it only when no other item leads
 * into that sidebar (the theme's mark of the area being read): links into a sidebar that several
 * items share are marked by their path, as Docusaurus marks them.
 */
export function navbarRoutes(items: NavbarItem[], routes: Record<string, ManifestRoute>): BootManifest['navbarRoutes'] {
  const matched = navbarTargets(items).flatMap((t) => {
    const match = matchRoute(routes, t.href);
    return match ? [{ ...t, route: match.route, sidebar: match.value.sidebar }] : [];
  });
  const reached = new Map<string, number>();
  for (const t of matched) if (t.sidebar) reached.set(t.sidebar, (reached.get(t.sidebar) ?? 0) + 1);
  const out: BootManifest['navbarRoutes'] = {};
  for (const t of matched) {
    const marksArea = t.sidebar && (t.doc || reached.get(t.sidebar) === 1);
    // A route two items lead to keeps its sidebar if either marks it.
    if (marksArea) out[t.route] = { sidebar: t.sidebar! };
    else out[t.route] ??= {};
  }
  return out;
}

/**
 * Each doc of a plugin with several versions learns where it is in every version (by doc id), so
 * the version dropdown needs nothing beyond the page's own route entry.
 */
export function addVersionLinks(manifest: Pick<Manifest, 'versions' | 'routes'>): void {
  const plugins = new Set(manifest.versions.map((v) => v.pluginId));
  for (const pluginId of plugins) {
    const versions = manifest.versions.filter((v) => v.pluginId === pluginId);
    if (versions.length < 2) continue;
    const byId = new Map<string, Record<string, string>>();
    for (const v of versions) for (const d of v.docs) byId.set(d.id, { ...byId.get(d.id), [v.name]: d.path });
    for (const v of versions) {
      for (const d of v.docs) {
        const entry = manifest.routes[d.path];
        if (entry) entry.versions = byId.get(d.id)!;
      }
    }
  }
}
