/**
 * Where a page's Markdown is published: `<route>.md`, and `<route>index.md` for a route ending in
 * `/` (as its HTML is `<route>index.html`). Shared by the build, which writes the file, and the
 * "Copy page" button, which fetches it.
 */
export function markdownPath(route: string): string {
  return route.endsWith('/') ? `${route}index.md` : `${route}.md`;
}
