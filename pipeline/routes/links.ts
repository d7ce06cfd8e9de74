import { posix } from 'node:path';
import { normalizePath } from '../../common/paths.js';
import { resolveRelative } from './docs.js';

/**
 * Builds the resolver MDX links go through. `fileToRoute` maps content files (relative to the
 * content root, e.g. `docs/core/entity/light.md`) to their routes.
 * - `./other.md`, `../x/y.mdx`: the file's route, or null when no such file exists;
 * - `/foo.md`: a file under the docs root (as Docusaurus resolves it);
 * - `/docs/x`, `/blog/...`: the normalised path;
 * - `other` (a relative URL): resolved against the linking page's route.
 */
export function createLinkResolver(fileToRoute: Map<string, string>, docsDir = 'docs') {
  return (url: string, fromFile: string): string | null => {
    const clean = url.split('?')[0]!;
    if (/\.mdx?$/i.test(clean)) {
      const target = clean.startsWith('/') ? posix.join(docsDir, clean) : posix.join(posix.dirname(fromFile), clean);
      return fileToRoute.get(safeDecode(target)) ?? null;
    }
    if (clean.startsWith('/')) return normalizePath(clean);
    const fromRoute = fileToRoute.get(fromFile);
    if (!fromRoute) return null;
    const dir = fromRoute.endsWith('/') ? fromRoute : fromRoute.slice(0, fromRoute.lastIndexOf('/') + 1);
    return normalizePath(resolveRelative(clean, dir));
  };
}

function safeDecode(s: string): string {
  try {
    return decodeURI(s);
  } catch {
    return s;
  }
}
