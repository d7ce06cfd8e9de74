import { createContext, useContext } from 'react';
import type { RouteData } from './route-loader';

/** The data of the page on screen, provided by `RoutePage` (and by the error page when the data itself loaded). */
export const RouteDataContext = createContext<RouteData | undefined>(undefined);

/** The route data of the page being shown; undefined on an error page whose route did not load. */
export function useRouteData(): RouteData | undefined {
  return useContext(RouteDataContext);
}
