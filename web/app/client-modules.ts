import { useEffect } from 'react';
import { useLocation, type Location } from 'react-router';

type RouteUpdate = (args: { location: Location; previousLocation: Location | null }) => unknown;

/**
 * Docusaurus's client-module lifecycles: after each route change (the first render included,
 * `previousLocation` null), every client module's `onRouteUpdate` then `onRouteDidUpdate` is
 * called with the new location, as Docusaurus's ClientLifecyclesDispatcher does once the new
 * route has rendered. The modules themselves were imported by the entry before the app;
 * `virtual:client-modules` (pipeline/bundle/plugins/client-modules.ts) calls this with them.
 */
// Module-level, as the page views' last URL: the layout is rendered again by every route.
let previous: Location | null = null;

export function useLifecycles(clientModules: Record<string, unknown>[]) {
  const location = useLocation();
  useEffect(() => {
    // StrictMode runs effects twice in development: once per location.
    if (previous?.key === location.key) return;
    const args = { location, previousLocation: previous };
    previous = location;
    for (const name of ['onRouteUpdate', 'onRouteDidUpdate']) for (const m of clientModules) if (typeof m[name] === 'function') (m[name] as RouteUpdate)(args);
  }, [location, clientModules]);
}
