/**
 * Docusaurus's `useBaseUrl` rule, shared by the build-time and browser sides: a site path gets the
 * base URL in front (once); full URLs, `//host` and `#anchors` stay as they are.
 */
export function withBaseUrl(path: string, baseUrl: string, siteUrl: string, options: { absolute?: boolean; forcePrependBaseUrl?: boolean } = {}): string {
  if (!path || path.startsWith('#') || /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(path)) return path;
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  const prefixed = !options.forcePrependBaseUrl && path.startsWith(base) ? path : base + path.replace(/^\//, '');
  return options.absolute ? siteUrl.replace(/\/$/, '') + prefixed : prefixed;
}
