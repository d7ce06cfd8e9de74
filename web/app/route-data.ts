import { createContext, useContext } from 'react';
import type { BootManifest, ManifestRoute, RouteChunk, SidebarChunk } from '../../common/contract';

/** What the route query answers for a route (`route-loader.ts`); defined here, so the page's chrome reads it without importing the loader. */
export type RouteData =
  | { status: 'ok'; path: string; manifest: BootManifest; route: ManifestRoute; chunk: RouteChunk; sidebar: SidebarChunk | null }
  | { status: 'not-found'; path: string; manifest: BootManifest };

/** The data of the page on screen, provided by `RoutePage` (and by the error page when the data itself loaded). */
export const RouteDataContext = createContext<RouteData | undefined>(undefined);

/** The route data of the page being shown; undefined on an error page whose route did not load. */
export function useRouteData(): RouteData | undefined {
  return useContext(RouteDataContext);
}
