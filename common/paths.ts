/**
 * A URL path as routes are written: percent-escapes decoded (`/a%20b` → `/a b`), as a browser sends
 * a route with spaces or other non-ASCII characters; an undecodable path stays as it is.
 */
export function decodePath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/**
 * Maps a requested path to the route that answers it. Shared by the SPA router, the production
 * server and link checks, so all three agree.
 */
export function normalizePath(path: string): string {
  let p = decodePath(path.split(/[?#]/)[0] || '/');
  p = p.replace(/\/{2,}/g, '/');
  if (p.endsWith('/index.html')) p = p.slice(0, -'index.html'.length);
  else if (p.endsWith('.html')) p = p.slice(0, -'.html'.length);
  return p || '/';
}

/** Finds the route for a path, trying it with and without a trailing slash. */
export function matchRoute<T>(routes: Record<string, T>, path: string): { route: string; value: T } | null {
  const p = normalizePath(path);
  const candidates = [p, p.endsWith('/') ? p.slice(0, -1) : `${p}/`];
  for (const c of candidates) {
    if (c && Object.prototype.hasOwnProperty.call(routes, c)) return { route: c, value: routes[c]! };
  }
  return null;
}
