import { posix, relative, sep } from 'node:path';
import type { ContentLayout } from '../../docusaurus/node/config/layout.js';
import { normalizePath } from '../../common/paths.js';
import { resolveRelative } from './docs.js';
import { applyTrailingSlash } from './trailing-slash.js';

/**
 * The content folders (relative to the site folder) of every content plugin: each version of each
 * docs instance, the blog, the pages. A `.md` link is looked up in its own file's folder, as
 * Docusaurus looks it up in the content paths of the plugin (and docs version) that owns the file.
 */
export type LinkRoots = readonly string[];

const DEFAULT_ROOTS: LinkRoots = ['docs', 'blog'];

/** The link roots of a site's layout: its content folders, relative to the site folder. */
export function linkRootsOf(layout: ContentLayout): LinkRoots {
  const dirs = [...layout.docs.map((d) => d.dir), layout.blog?.dir, layout.pages?.dir].filter((d): d is string => d !== undefined);
  return [...new Set(dirs.map((d) => relative(layout.siteDir, d).split(sep).join('/') || '.'))];
}

/**
 * Builds the resolver MDX links go through. `fileToRoute` maps content files (relative to the
 * site folder, e.g. `docs/core/entity/light.md`) to their routes.
 *
 * Links to `.md`/`.mdx` files follow Docusaurus's `resolveMarkdownLinkPathname`
 * (docusaurus-utils `markdownLinks.ts`):
 * - `./x.md`, `../x.md`: the linking file's folder only;
 * - `/x.md`: the content folder of the linking file's plugin (its docs version's folder for docs,
 *   `blog/` for posts, `src/pages/` for pages), then the site folder (so `/docs/x.md` works from
 *   anywhere);
 * - `x/y.md`: the linking file's folder, then its content root, then the site folder;
 * - `@site/docs/x.md`: the site folder.
 * Any other `/path` is normalised, without the base URL of the page's locale when it starts with it
 * (`/sub/docs/x` → `/docs/x`: Docusaurus's `<Link>` adds the base URL only to a path not already
 * under it, so both forms reach the same page, and routes here are without it); any other
 * relative URL resolves against the page's URL, as Docusaurus's broken-links check and a browser
 * resolve it: the route in the form `trailingSlash` serves it (`true`: `/docs/a/b/`, so `../c` is
 * `/docs/a/c`; `false`: `/docs/a/`'s index is `/docs/a`). Returns null when no file matches.
 */
export function createLinkResolver(fileToRoute: Map<string, string>, roots: LinkRoots = DEFAULT_ROOTS, baseUrl = '/', trailingSlash?: boolean) {
  const withoutBase = baseWithout(baseUrl);
  return (url: string, fromFile: string): string | null => {
    const clean = url.split('?')[0]!;
    if (/\.mdx?$/i.test(clean)) {
      for (const candidate of markdownCandidates(safeDecode(clean), fromFile, roots)) {
        const route = fileToRoute.get(candidate);
        if (route !== undefined) return route;
      }
      return null;
    }
    if (clean.startsWith('/')) return normalizePath(withoutBase(clean));
    const route = fileToRoute.get(fromFile);
    if (!route) return null;
    const fromRoute = applyTrailingSlash(route, trailingSlash);
    const dir = fromRoute.endsWith('/') ? fromRoute : fromRoute.slice(0, fromRoute.lastIndexOf('/') + 1);
    return normalizePath(resolveRelative(clean, dir));
  };
}

/**
 * Drops the base URL (`/sub/`) from a path that starts with it, as `useBaseUrl` keeps such a path as
 * written: `/sub/docs/x` → `/docs/x`, `/sub` → `/`. Other paths, and every path under base `/`, stay.
 */
function baseWithout(baseUrl: string): (path: string) => string {
  const base = `/${baseUrl.replace(/^\/+|\/+$/g, '')}/`;
  if (base === '//') return (path) => path;
  return (path) => (path === base.slice(0, -1) ? '/' : path.startsWith(base) ? path.slice(base.length - 1) : path);
}

/** The site-relative paths a Markdown file link may mean, in Docusaurus's order of priority. */
export function markdownCandidates(link: string, fromFile: string, roots: LinkRoots = DEFAULT_ROOTS): string[] {
  if (link.startsWith('@site/')) return [posix.normalize(link.slice('@site/'.length))];
  const root = contentRootOf(fromFile, roots);
  const fromRoots = [root, ''].filter((r): r is string => r !== null).map((r) => posix.join(r, link.replace(/^\/+/, '')));
  if (link.startsWith('/')) return unique(fromRoots, roots);
  const own = posix.join(posix.dirname(fromFile), link);
  if (link.startsWith('./') || link.startsWith('../')) return [own];
  return unique([own, ...fromRoots], roots);
}

/** The innermost content folder holding the file (a docs instance may sit inside another's folder). */
function contentRootOf(file: string, roots: LinkRoots): string | null {
  let found: string | null = null;
  for (const root of roots) {
    const holds = root === '.' || file.startsWith(`${root}/`);
    if (holds && (found === null || found === '.' || root.length > found.length)) found = root;
  }
  return found;
}

/** Paths leaving the site folder are dropped, except into a content root kept outside it (`docs: { path: '../docs' }`). */
function unique(paths: string[], roots: LinkRoots): string[] {
  const inRoot = (p: string) => roots.some((r) => p.startsWith(`${r}/`));
  return [...new Set(paths.map((p) => posix.normalize(p)))].filter((p) => !p.startsWith('../') || inRoot(p));
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
