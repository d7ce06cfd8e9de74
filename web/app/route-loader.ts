import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { Manifest, RouteChunk, SidebarChunk } from '../../pipeline/contract';
import { queryClient, manifestQuery, chunkQuery } from './query';
import { matchRoute } from '../../common/paths';
import { withoutBase } from '../../common/base-url';
import { BASE_URL, withBase } from './base-url';

export type RouteData =
  | { status: 'ok'; path: string; manifest: Manifest; chunk: RouteChunk; sidebar: SidebarChunk | null }
  | { status: 'not-found'; path: string; manifest: Manifest };

/**
 * The one loader: find the path in the manifest, redirect `.html` and `/index.html` forms to the
 * clean route, then make sure the route's chunk (and its sidebar) are in the query cache.
 */
export async function routeLoader({ request }: LoaderFunctionArgs): Promise<RouteData | Response> {
  const url = new URL(request.url);
  // The request URL carries the base URL (`/sub/docs/x`); the manifest's routes do not.
  const pathname = withoutBase(url.pathname, BASE_URL) ?? url.pathname;
  const manifest = await queryClient.ensureQueryData(manifestQuery);
  const match = matchRoute(manifest.routes, pathname);
  if (!match) return { status: 'not-found', path: pathname, manifest };
  if (match.route !== pathname) {
    return redirect(`${withBase(match.route)}${url.search}${url.hash}`);
  }
  const [chunk, sidebar] = await Promise.all([
    queryClient.ensureQueryData(chunkQuery(match.value.chunk)),
    match.value.sidebar ? queryClient.ensureQueryData(chunkQuery<SidebarChunk>(match.value.sidebar)) : Promise.resolve(null),
  ]);
  return { status: 'ok', path: match.route, manifest, chunk, sidebar };
}
