/** What kind of URL an author or a config wrote, the same test for the pipeline, the SPA and the server. */

/** A URL with a scheme (`https:`, `mailto:`) or protocol-relative (`//cdn.example`): not a route of this site. */
export function isExternalUrl(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//');
}

const PATHNAME_PROTOCOL = 'pathname://';

/**
 * The path of Docusaurus's `pathname://` link (`pathname:///playground/` → `/playground/`): a path
 * of the site that is not a route (a file or another app under the same host), left to the browser;
 * null for any other URL.
 */
export function pathnameProtocolPath(url: string): string | null {
  return url.startsWith(PATHNAME_PROTOCOL) ? url.slice(PATHNAME_PROTOCOL.length) : null;
}

/**
 * A path of this host that the browser loads rather than the app routes (another locale's site), as
 * Docusaurus writes one: `pathname:///sub/ar/docs/x`; a URL with a scheme (another host) as it is.
 */
export function pathnameLink(href: string): string {
  return href.startsWith('/') ? `${PATHNAME_PROTOCOL}${href}` : href;
}

/** A site-relative URL (`/docs/x`) made absolute under `siteUrl` (feeds, Markdown, social tags); anything else unchanged. */
export function absoluteUrl(url: string, siteUrl: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? `${siteUrl}${url}` : url;
}
