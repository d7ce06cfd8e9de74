import { createElement, useContext, useEffect, useMemo, useRef, type ComponentType } from 'react';
import {
  Navigate,
  UNSAFE_NavigationContext,
  matchPath as matchPattern,
  useLocation as useRouterLocation,
  useNavigate,
  useNavigationType,
  useParams as useRouterParams,
  type Location,
} from 'react-router';
import { BASE_URL } from '../../../web/app/base-url';
import { docusaurusPath, siteRoutePath } from '../../shared/base-url';

/**
 * `@docusaurus/router`: Docusaurus re-exports react-router 5, and site pages use its hooks
 * (`useLocation`, `useHistory`, ...). Here they are the same API over this site's router
 * (react-router 7), so a page reads the URL and navigates as it did. Paths are Docusaurus's, with
 * the base URL, in and out (`useLocation`, `history.push`, `createHref`, `matchPath`'s pathname).
 */

type To = string | { pathname?: string; search?: string; hash?: string; state?: unknown };

export interface History {
  push(to: To, state?: unknown): void;
  replace(to: To, state?: unknown): void;
  go(delta: number): void;
  goBack(): void;
  goForward(): void;
  location: Location;
  action: string;
  length: number;
  createHref(to: To): string;
  listen(listener: (location: Location, action: string) => void): () => void;
  block(prompt?: unknown): () => void;
}

export interface Match {
  path: string;
  url: string;
  isExact: boolean;
  params: Record<string, string | undefined>;
}

type MatchOptions = string | string[] | { path?: string | string[]; exact?: boolean; strict?: boolean; sensitive?: boolean };

/**
 * The router's location as Docusaurus's: its router has no basename, so `pathname` carries the
 * base URL (`/sub/ar/docs/intro`), as every path theme code compares it with does (global data,
 * sidebar `href`s, permalinks). This app's router has the base URL as its basename.
 */
export function useLocation(): Location {
  const location = useRouterLocation();
  return useMemo(() => ({ ...location, pathname: docusaurusPath(location.pathname, BASE_URL) }), [location]);
}

/** A target theme code hands history (a Docusaurus path, with the base URL) as this router's (without it). */
function routeTo(to: To): To {
  if (typeof to === 'string') return to.startsWith('/') ? siteRoutePath(to, BASE_URL) : to;
  return to.pathname?.startsWith('/') ? { ...to, pathname: siteRoutePath(to.pathname, BASE_URL) } : to;
}

export function useParams<P extends Record<string, string | undefined> = Record<string, string | undefined>>(): P {
  return useRouterParams() as P;
}

export function useHistory(): History {
  const navigate = useNavigate();
  const location = useLocation();
  const action = useNavigationType();
  // `listen`: called after each change of location this component sees (theme-common subscribes
  // with useSyncExternalStore, whose snapshot reads `history.location`).
  const listeners = useRef(new Set<(location: Location, action: string) => void>());
  useEffect(() => {
    for (const listener of listeners.current) listener(location, action);
  }, [location, action]);
  return useMemo(() => {
    const go = (target: To, state: unknown, replace: boolean) => {
      const to = routeTo(target);
      if (typeof to === 'string') void navigate(to, { state, replace });
      else
        void navigate(
          { pathname: to.pathname ?? siteRoutePath(location.pathname, BASE_URL), search: to.search ?? '', hash: to.hash ?? '' },
          { state: state ?? to.state, replace },
        );
    };
    return {
      push: (to, state) => go(to, state, false),
      replace: (to, state) => go(to, state, true),
      go: (delta) => void navigate(delta),
      goBack: () => void navigate(-1),
      goForward: () => void navigate(1),
      location,
      action,
      length: typeof window === 'undefined' ? 1 : window.history.length,
      createHref: (to) => (typeof to === 'string' ? to : `${to.pathname ?? location.pathname}${to.search ?? ''}${to.hash ?? ''}`),
      listen: (listener) => {
        listeners.current.add(listener);
        return () => void listeners.current.delete(listener);
      },
      // React Router 7 has no transition blocking outside its data routers: a blocker is accepted
      // and never asked (theme-common's uses one to close its mobile sidebar on the back button).
      block: () => () => undefined,
    };
  }, [navigate, location, action]);
}

/** React Router 5's `matchPath(pathname, options)`: the match of the first path that matches, or null. */
export function matchPath(pathname: string, options: MatchOptions): Match | null {
  const { path, exact = false, sensitive = false } = typeof options === 'string' || Array.isArray(options) ? { path: options } : options;
  for (const pattern of [path ?? '/'].flat()) {
    const found = matchPattern({ path: pattern, end: exact, caseSensitive: sensitive }, pathname);
    if (found) return { path: pattern, url: found.pathname, isExact: found.pathname === pathname, params: found.params };
  }
  return null;
}

/** The match of `path` (or of the site root) against the current location. */
export function useRouteMatch(path?: MatchOptions): Match | null {
  const { pathname } = useLocation();
  return matchPath(pathname, path ?? '/');
}

/**
 * `<Redirect to>`: replaces the current entry unless `push`. While prerendering (a static router)
 * it draws nothing, as React Router 5's does in Docusaurus's static render: the page's HTML is
 * empty and the browser redirects once the app starts. Navigate would warn there and do nothing.
 */
export function Redirect({ to, push = false }: { to: To; push?: boolean }) {
  const prerendering = useContext(UNSAFE_NavigationContext).static;
  return prerendering ? null : createElement(Navigate, { to: routeTo(to), replace: !push });
}

/** `withRouter(Component)`: the component gets `history`, `location` and `match` as props. */
export function withRouter<P extends object>(Component: ComponentType<P & { history: History; location: Location; match: Match | null }>): ComponentType<P> {
  function WithRouter(props: P) {
    const history = useHistory();
    return createElement(Component, { ...props, history, location: history.location, match: matchPath(history.location.pathname, '/') });
  }
  WithRouter.displayName = `withRouter(${Component.displayName ?? Component.name})`;
  return WithRouter;
}
