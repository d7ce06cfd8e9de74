import { useLayoutEffect, useMemo, useRef, useState, useTransition, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory, useLocation, type Location, type Navigator, type NavigationType } from 'react-router';
import { ROUTER_BASENAME, routePath, withBase } from './base-url';
import { queryClient } from './query';
import { routeQuery, type RouteRedirect } from './route-loader';
import { NavigationPendingContext } from './navigation-pending';
import { useScrollRestoration } from './use-scroll-restoration';
import { RouteErrorBoundary } from './route-error-boundary';
import { RoutePage } from '../pages/RoutePage';
import { RouteError } from '../pages/RouteError';
import { Root } from '../theme/Root';

export type AppHistory = ReturnType<typeof createBrowserHistory>;

/** The browser history the SPA navigates (react-router's, as its BrowserRouter makes it). */
export function createAppHistory(): AppHistory {
  return createBrowserHistory({ window, v5Compat: true });
}

/** Where a redirect leads from `location`: the clean route under the base URL, keeping the query and the hash. */
export function redirectHref(redirect: RouteRedirect, location: Pick<Location, 'search' | 'hash'>): string {
  return `${withBase(redirect.to)}${location.search}${location.hash}`;
}

/**
 * The one route, shared with the prerenderer: the manifest, not the router, knows which paths
 * exist. Its error boundary shows the error page until the next navigation.
 */
export function AppRoute() {
  const { key, pathname, search } = useLocation();
  // The path too: entries the browser made (a fragment link, a script's pushState) all have the key
  // 'default'.
  return (
    <Root>
      <RouteErrorBoundary locationKey={`${key} ${pathname}${search}`} fallback={(error) => <RouteError error={error} />}>
        <RoutePage />
      </RouteErrorBoundary>
    </Root>
  );
}

interface Shown {
  action: NavigationType;
  location: Location;
  preventScrollReset: boolean;
}

/**
 * react-router's declarative `<Router>` over the browser history, as its BrowserRouter is written,
 * except that each history update is applied in a React transition: while the next route's data
 * loads (the page reads it with `useSuspenseQuery`), React keeps the previous page on screen, and
 * everything that reads `useLocation` the previous location; `isPending` is the navigation state
 * (`useNavigationPending`). Redirects (`.html` forms) are followed with a history replace, and the
 * window's scroll is handled as the data router did (`use-scroll-restoration.ts`).
 */
export function AppRouter({ history, children }: { history: AppHistory; children: ReactNode }) {
  const [pending, startTransition] = useTransition();
  const [shown, setShown] = useState<Shown>(() => ({ action: history.action, location: history.location, preventScrollReset: false }));
  const saveScroll = useScrollRestoration(shown, pending);
  // react-router hands `navigate()`'s options to the navigator, which the history drops: the one
  // this router reads, `preventScrollReset`, is kept for the update the history sends at once.
  const preventScrollReset = useRef(false);
  const navigator = useMemo<Navigator>(
    () => ({
      createHref: (to) => history.createHref(to),
      createURL: (to) => history.createURL(to),
      encodeLocation: (to) => history.encodeLocation(to),
      go: (delta) => history.go(delta),
      push(to, state, options) {
        preventScrollReset.current = options?.preventScrollReset === true;
        history.push(to, state);
      },
      replace(to, state, options) {
        preventScrollReset.current = options?.preventScrollReset === true;
        history.replace(to, state);
      },
    }),
    [history],
  );

  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        const keepScroll = preventScrollReset.current;
        preventScrollReset.current = false;
        saveScroll();
        const path = routePath(location.pathname);
        // A route that failed before loads again (the error boundary would otherwise rethrow the
        // cached error: suspense queries do not retry an errored query on mount).
        queryClient.removeQueries({ queryKey: routeQuery(path).queryKey, exact: true, predicate: (q) => q.state.status === 'error' });
        startTransition(() => setShown({ action, location, preventScrollReset: keepScroll }));
        // The page suspends on a redirect; the clean route replaces it in the history (unless the
        // reader has moved on meanwhile), and that navigation finishes this one.
        void queryClient.fetchQuery(routeQuery(path)).then(
          (data) => {
            if (data.status === 'redirect' && history.location.key === location.key) history.replace(redirectHref(data, location));
          },
          () => undefined,
        );
      }),
    [history, saveScroll],
  );

  return (
    <NavigationPendingContext value={pending}>
      <Router basename={ROUTER_BASENAME} location={shown.location} navigationType={shown.action} navigator={navigator}>
        {children}
      </Router>
    </NavigationPendingContext>
  );
}
