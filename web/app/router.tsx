import { createBrowserRouter, type RouteObject } from 'react-router';
import { routeLoader } from './route-loader';
import { RoutePage } from '../pages/RoutePage';
import { RouteError } from '../pages/RouteError';
import { Spinner } from '../theme/Spinner';
import { ROUTER_BASENAME } from './base-url';

export type AppRouter = ReturnType<typeof createRouter>;

/** One splat route: the manifest, not the router, knows which paths exist. Shared with the prerenderer. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '*',
    loader: routeLoader,
    element: <RoutePage />,
    errorElement: <RouteError />,
    HydrateFallback: () => <Spinner />,
  },
];

export function createRouter() {
  return createBrowserRouter(routes, { basename: ROUTER_BASENAME });
}
