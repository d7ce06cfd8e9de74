/**
 * True when the app is served outside its configured base URL (say, built for `/docs-site/` but
 * opened at `/`): links and assets would point to the wrong place, so a banner says so.
 */
export function baseUrlMismatch(baseUrl: string, pathname: string): boolean {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  return !(pathname === base.slice(0, -1) || pathname.startsWith(base));
}
