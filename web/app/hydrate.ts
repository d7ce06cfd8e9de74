import { queryClient } from './query';
import { routeQuery, type RouteData } from './route-loader';
import { redirectHref, type AppHistory } from './router';
import { routePath } from './base-url';

/**
 * Loads the route in the address bar before the first render, following a redirect (a `.html`
 * form) with a history replace as the router does for later navigations. Null when the load
 * failed: the route's error boundary shows why (and reloads once).
 */
export async function loadFirstRoute(history: AppHistory): Promise<RouteData | null> {
  for (;;) {
    const location = history.location;
    let data;
    try {
      data = await queryClient.fetchQuery(routeQuery(routePath(location.pathname)));
    } catch {
      return null;
    }
    if (data.status !== 'redirect') return data;
    history.replace(redirectHref(data, location));
  }
}

/**
 * Whether the HTML in the container was prerendered for the route just loaded, so React may
 * hydrate it. A failed load (a stale deploy) shows the error page instead. The not-found page is
 * prerendered once (404.html) and the host serves it for every unknown path, at any depth: it was
 * written for /404, not for the path in the address bar, so it is rendered from scratch.
 */
export function canHydrate(data: RouteData | null, container: HTMLElement): boolean {
  return container.firstElementChild !== null && data !== null && data.status !== 'not-found';
}
