import { posix } from 'node:path';
import { normalizePath } from '../../common/paths.js';
import { resolveRelative } from './docs.js';

/** Content roots (relative to the site folder) a `.md` link is looked up in, as Docusaurus's plugins do. */
export interface LinkRoots {
  docs: string;
  blog: string;
}

/**
 * Builds the resolver MDX links go through. `fileToRoute` maps content files (relative to the
 * site folder, e.g. `docs/core/entity/light.md`) to their routes.
 *
 * Links to `.md`/`.mdx` files follow Docusaurus's `resolveMarkdownLinkPathname`
 * (docusaurus-utils `markdownLinks.ts`):
 * - `./x.md`, `../x.md`: the linking file's folder only;
 * - `/x.md`: the content root of the linking file's plugin (`docs/` for docs, `blog/` for posts),
 *   then the site folder (so `/docs/x.md` works from anywhere);
 * - `x/y.md`: the linking file's folder, then its content root, then the site folder;
 * - `@site/docs/x.md`: the site folder.
 * Any other `/path` is normalised; any other relative URL resolves against the page's route.
 * Returns null when no file matches.
 */
export function createLinkResolver(fileToRoute: Map<string, string>, roots: LinkRoots = { docs: 'docs', blog: 'blog' }) {
  return (url: string, fromFile: string): string | null => {
    const clean = url.split('?')[0]!;
    if (/\.mdx?$/i.test(clean)) {
      for (const candidate of markdownCandidates(safeDecode(clean), fromFile, roots)) {
        const route = fileToRoute.get(candidate);
        if (route !== undefined) return route;
      }
      return null;
    }
    if (clean.startsWith('/')) return normalizePath(clean);
    const fromRoute = fileToRoute.get(fromFile);
    if (!fromRoute) return null;
    const dir = fromRoute.endsWith('/') ? fromRoute : fromRoute.slice(0, fromRoute.lastIndexOf('/') + 1);
    return normalizePath(resolveRelative(clean, dir));
  };
}

/** The site-relative paths a Markdown file link may mean, in Docusaurus's order of priority. */
export function markdownCandidates(link: string, fromFile: string, roots: LinkRoots): string[] {
  if (link.startsWith('@site/')) return [posix.normalize(link.slice('@site/'.length))];
  const root = contentRootOf(fromFile, roots);
  const fromRoots = [root, ''].filter((r): r is string => r !== null).map((r) => posix.join(r, link.replace(/^\/+/, '')));
  if (link.startsWith('/')) return unique(fromRoots, roots);
  const own = posix.join(posix.dirname(fromFile), link);
  if (link.startsWith('./') || link.startsWith('../')) return [own];
  return unique([own, ...fromRoots], roots);
}

function contentRootOf(file: string, roots: LinkRoots): string | null {
  for (const root of [roots.docs, roots.blog]) if (file === root || file.startsWith(`${root}/`)) return root;
  return null;
}

/** Paths leaving the site folder are dropped, except into a content root kept outside it (`docs: { path: '../docs' }`). */
function unique(paths: string[], roots: LinkRoots): string[] {
  const inRoot = (p: string) => [roots.docs, roots.blog].some((r) => p.startsWith(`${r}/`));
  return [...new Set(paths.map((p) => posix.normalize(p)))].filter((p) => !p.startsWith('../') || inRoot(p));
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
