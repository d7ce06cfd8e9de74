import { queryOptions } from '@tanstack/react-query';
import type { BootManifest, RouteChunk, RouteChunkJson, SidebarChunk, SidebarChunkJson } from '../../common/contract';
import { sidebarFromJson } from '../../common/sidebar-json';
import { routeChunkFromJson } from '../../common/hast-json';
import { queryClient, bootQuery, chunkQuery, routeShardQuery } from './query';
import { decodePath, matchRoute } from '../../common/paths';
import { reloadForContract } from './reload';
import type { DocHere } from './versions';
import { takeInitialRoute } from './initial-route';
import { loadNotFound, loadPageKind } from '../pages/kinds';
import { loadComponentsFor } from '../mdx/components';
import { loadLocalComponentsFor } from '../mdx/local-component-cache';
import { loadRouteComponentFor } from 'virtual:route-components';
import type { RouteData } from './route-data';

/** `common/contract.ts` `CONTRACT_VERSION` when this bundle was built (a Vite `define`). */
declare const __CONTRACT_VERSION__: number;

export type { RouteData };

/** A non-canonical form of a route (`.html`, `/index.html`, the other trailing slash): `to` is the route, without the base URL. */
export interface RouteRedirect {
  status: 'redirect';
  to: string;
}

/**
 * boot.json, checked against the contract this bundle reads: data of another contract version
 * means this JS is stale (or newer than the data), so the page reloads once per build id; after
 * that it goes on with what it has rather than loop.
 */
async function loadBoot(): Promise<BootManifest> {
  const boot = await queryClient.ensureQueryData(bootQuery);
  if (boot.contractVersion !== __CONTRACT_VERSION__) {
    if (reloadForContract(boot.buildId)) return new Promise<never>(() => {});
    console.warn(`boot.json has contract version ${boot.contractVersion}, this page's code reads ${__CONTRACT_VERSION__}; already reloaded once`);
  }
  return boot;
}

/**
 * The one route lookup: find the path's entry (a route path, without the base URL; on the first
 * load in the prerendered page itself, otherwise in its route-table shard), answer `.html` and
 * `/index.html` forms with a redirect to the clean route, then make sure the route's chunk (and its
 * sidebar) are in the query cache, and its kind's page code, the MDX components it uses and its
 * docs instance's route component are loaded. Nothing it fetches lists more routes than one shard. Rejects with a ChunkLoadError when
 * a file cannot be fetched.
 */
export async function loadRoute(pathname: string): Promise<RouteData | RouteRedirect> {
  const manifest = await loadBoot();
  const match = takeInitialRoute(pathname) ?? (await lookUp(manifest, pathname));
  if (!match?.value) {
    await loadNotFound();
    return { status: 'not-found', path: pathname, manifest };
  }
  // The route's own path in another form (`.html`, a trailing slash) is redirected; the same path
  // percent-encoded, as the browser's location has a route with spaces, is that route.
  if (match.route !== decodePath(pathname)) return { status: 'redirect', to: match.route };
  const [chunk, sidebar] = await Promise.all([
    queryClient.ensureQueryData(chunkQuery<RouteChunkJson>(match.value.chunk)).then(async (json) => {
      const c = readChunk(json);
      // A doc page's own route component when its docs instance names one (a docs plugin's `docItemComponent`).
      await Promise.all([loadComponentsFor(c), loadLocalComponentsFor(c), loadRouteComponentFor(c)]);
      return c;
    }),
    match.value.sidebar ? queryClient.ensureQueryData(chunkQuery<SidebarChunkJson>(match.value.sidebar)).then(readSidebar) : Promise.resolve(null),
    loadPageKind(match.value.kind),
  ]);
  return { status: 'ok', path: match.route, manifest, route: match.value, chunk, sidebar };
}

const chunks = new WeakMap<RouteChunkJson, RouteChunk>();

/**
 * A route file's chunk, its body unpacked (`common/hast-json.ts`), once per file: the query cache
 * keeps a file's object while its text is unchanged, so the page's body keeps its identity across
 * visits and dev-server updates that did not change it.
 */
function readChunk(json: RouteChunkJson): RouteChunk {
  let chunk = chunks.get(json);
  if (!chunk) chunks.set(json, (chunk = routeChunkFromJson(json)));
  return chunk;
}

const sidebars = new WeakMap<SidebarChunkJson, SidebarChunk>();

/**
 * A sidebar file's sidebar (`common/sidebar-json.ts`), read once per file: the query cache keeps a
 * file's object while its text is unchanged, so the sidebar keeps its identity across routes and
 * dev-server updates, and the tree drawn from it is not redrawn.
 */
function readSidebar(json: SidebarChunkJson): SidebarChunk {
  let sidebar = sidebars.get(json);
  if (!sidebar) sidebars.set(json, (sidebar = sidebarFromJson(json)));
  return sidebar;
}

/** The path's entry in its route-table shard. */
async function lookUp(manifest: BootManifest, pathname: string) {
  const shard = await queryClient.ensureQueryData(routeShardQuery(manifest, pathname));
  return matchRoute(shard.routes, pathname);
}

/**
 * A route's data as a query, read by the page with `useSuspenseQuery`. Like the chunks it is made
 * of (web/app/query.ts) it never goes stale and is not retried: a failure is shown (and reloads
 * once) by the route's error boundary.
 */
export const routeQuery = (pathname: string) => queryOptions({ queryKey: ['route', pathname] as const, queryFn: () => loadRoute(pathname) });

/** The doc a page shows, for the version dropdown and banner; null on other pages. */
export function docHere(data: RouteData): DocHere {
  if (data.status !== 'ok' || data.chunk.kind !== 'doc') return null;
  return { pluginId: data.chunk.pluginId, version: data.chunk.version, paths: data.route.versions };
}

/** The routes a page knows (the navbar's targets and itself), for the navbar's active marks. */
export function knownRoutes(data: RouteData): Record<string, { sidebar?: string }> {
  if (data.status !== 'ok') return data.manifest.navbarRoutes;
  return { ...data.manifest.navbarRoutes, [data.path]: data.route.sidebar ? { sidebar: data.route.sidebar } : {} };
}
