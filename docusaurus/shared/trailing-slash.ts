/**
 * Docusaurus's `applyTrailingSlash` (`@docusaurus/utils-common`), which its `<Link>` applies to
 * every internal target after the base URL: `trailingSlash: true` adds the slash, `false` takes one
 * away, unset (its legacy mode) leaves the path as written. The pathname changes, `?query#hash`
 * stay; an anchor, `/` and the base URL itself are never changed (`/sub/` is `sub/index.html`, not
 * `sub.html`).
 */
export function applyTrailingSlash(path: string, options: { trailingSlash: boolean | undefined; baseUrl: string }): string {
  if (path.startsWith('#') || options.trailingSlash === undefined) return path;
  const pathname = path.split(/[#?]/)[0]!;
  if (pathname === '/' || pathname === options.baseUrl) return path;
  const changed = options.trailingSlash ? (pathname.endsWith('/') ? pathname : `${pathname}/`) : pathname.replace(/\/$/, '');
  return changed + path.slice(pathname.length);
}
