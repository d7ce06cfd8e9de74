import { withBase as joinBase, withoutBase } from '../../common/base-url';

/** The path the site is served under, from the build (`site.baseUrl`, Vite's `base`): `/` or `/sub/`. */
export const BASE_URL: string = import.meta.env.BASE_URL;

/** The router's basename: the base URL without its trailing slash (undefined at the root). */
export const ROUTER_BASENAME: string | undefined = BASE_URL === '/' ? undefined : BASE_URL.replace(/\/$/, '');

/** A URL path as a route path: without the base URL (`/sub/docs/x` → `/docs/x`). */
export function routePath(pathname: string): string {
  return withoutBase(pathname, BASE_URL) ?? pathname;
}

/**
 * A path from the site root (`/img/x.png`, `/_data/...`) as a URL under the base URL. Routes do not
 * need it (the router adds the basename); files fetched or linked outside the router do.
 */
export function withBase(path: string, base: string = BASE_URL): string {
  return joinBase(path, base);
}

/**
 * True when the app is served outside its configured base URL (say, built for `/docs-site/` but
 * opened at `/`): links and assets would point to the wrong place, so a banner says so.
 */
export function baseUrlMismatch(baseUrl: string, pathname: string): boolean {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  return !(pathname === base.slice(0, -1) || pathname.startsWith(base));
}
