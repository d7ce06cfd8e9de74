import type { QueryClient } from '@tanstack/react-query';
import { queryClient } from './query';
import type { RouteData, RouteRedirect } from './route-loader';

/**
 * The data of the route on screen, for code outside the app's React root (the "View JSON" control,
 * the dev client): the route query the page observes. A page being navigated to is not observed
 * until it is shown, and an error page observes none.
 */
export function shownRouteData(client: QueryClient = queryClient): RouteData | undefined {
  for (const query of client.getQueryCache().findAll({ queryKey: ['route'], type: 'active' })) {
    const data = query.state.data as RouteData | RouteRedirect | undefined;
    if (data && data.status !== 'redirect') return data;
  }
  return undefined;
}

/** Calls `onChange` on every change of the query cache (`shownRouteData` may have changed); returns the unsubscribe. */
export function subscribeShownRoute(onChange: () => void, client: QueryClient = queryClient): () => void {
  return client.getQueryCache().subscribe(onChange);
}
