import { createContext, useContext } from 'react';
import type { BootManifest, I18nJson, ManifestRoute, RouteChunk, SidebarChunk } from '../../common/contract';

/** What the route query answers for a route (`route-loader.ts`); defined here, so the page's chrome reads it without importing the loader. */
export type RouteData =
  | { status: 'ok'; path: string; manifest: BootManifest; route: ManifestRoute; chunk: RouteChunk; sidebar: SidebarChunk | null }
  | { status: 'not-found'; path: string; manifest: BootManifest };

/**
 * The data of the page on screen, provided by `RoutePage` (and by the error page when the data itself loaded).
 * Every save in `npm run dev` gives it a new value, and every reader re-renders then: the chrome
 * reads the narrower context below instead, whose value keeps its identity while what it holds is
 * unchanged (`theme/Layout` provides it); the search box reads this one (it follows the page's search context).
 */
export const RouteDataContext = createContext<RouteData | undefined>(undefined);

/** The data of the page being shown; undefined on an error page whose route did not load. */
export function useRouteData(): RouteData | undefined {
  return useContext(RouteDataContext);
}

/** The current locale's theme strings (`manifest.i18n`), for `useTranslate`; provided by `theme/Layout`. */
export const I18nContext = createContext<I18nJson | undefined>(undefined);
