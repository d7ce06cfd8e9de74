/**
 * A path from the site root (`/img/x.png`, `/_data/...`, `/docs/x`) as the URL it is served at under
 * the site's base URL (`/` or `/sub/`). URLs with a scheme, protocol-relative and fragment URLs, and
 * paths already under the base are returned as they are. Shared by the pipeline (HTML heads, feeds,
 * sitemap, redirects) and the SPA (fetches, images).
 */
export function withBase(path: string, base: string): string {
  if (base === '/' || !path.startsWith('/') || path.startsWith('//') || path.startsWith(base) || `${path}/` === base) return path;
  return `${base}${path.slice(1)}`;
}

/** The inverse: a URL path under the base as a site path (`/sub/docs/x` → `/docs/x`); null when outside it. */
export function withoutBase(path: string, base: string): string | null {
  if (base === '/') return path;
  if (`${path}/` === base) return '/';
  return path.startsWith(base) ? `/${path.slice(base.length)}` : null;
}

/** `baseUrl` as Docusaurus normalises it: leading and trailing slash. */
export function normalizeBase(baseUrl: string | undefined): string {
  const b = (baseUrl ?? '/').trim();
  return `/${b.replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');
}
