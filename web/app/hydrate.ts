import type { createBrowserRouter } from 'react-router';
import type { RouteData } from './route-loader';

type Router = ReturnType<typeof createBrowserRouter>;

/** Resolves once the router has run the first route's loader (or failed to). */
export function whenRouterReady(router: Router): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Whether the HTML in the container was prerendered for the route the router has just loaded, so
 * React may hydrate it. A failed load (a stale deploy) shows the error path instead. The not-found
 * page is prerendered once (404.html) and the host serves it for every unknown path, at any depth:
 * it was written for /404, not for the path in the address bar, so it is rendered from scratch.
 */
export function canHydrate(router: Router, container: HTMLElement): boolean {
  if (!container.firstElementChild || router.state.errors) return false;
  const data = router.state.loaderData['root'] as RouteData | Response | undefined;
  return !(data && 'status' in data && data.status === 'not-found');
}
