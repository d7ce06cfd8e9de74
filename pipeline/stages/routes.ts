import type { SourceDocument } from '../content/collect.js';
import type { Report } from '../validate/report.js';
import { postIdentity, PostDateError } from '../routes/blog.js';

export interface DocEntry {
  source: SourceDocument;
  id: string;
  route: string;
}
export interface PostEntry {
  source: SourceDocument;
  route: string;
  date: string;
  slug: string;
}
export interface RoutedSources {
  docs: DocEntry[];
  posts: PostEntry[];
  /** Content file → route, for the link resolver. */
  fileToRoute: Map<string, string>;
}

/**
 * Gives every doc and post its route; the first file to claim a route keeps it. Routes come before
 * compiling because links resolve against them.
 */
export function assignRoutes(sources: SourceDocument[], report: Report, at: (path: string) => string): RoutedSources {
  const docs: DocEntry[] = [];
  const posts: PostEntry[] = [];
  const routeOwner = new Map<string, string>();
  const claim = (route: string, file: string): boolean => {
    const owner = routeOwner.get(route);
    if (owner) {
      report.warn(at(file), 1, 1, `duplicate route ${route}: already used by ${at(owner)}; this file is not published`, 'duplicate-route');
      return false;
    }
    routeOwner.set(route, file);
    return true;
  };
  for (const source of sources) {
    if (source.kind === 'doc') {
      const route = String(source.fields.route);
      if (claim(route, source.path)) docs.push({ source, id: String(source.fields.docId), route });
    } else {
      try {
        const id = postIdentity({
          relativePath: source.sectionPath,
          frontMatterDate: source.frontMatter.date as string | undefined,
          frontMatterSlug: source.frontMatter.slug as string | undefined,
        });
        if (claim(id.route, source.path)) posts.push({ source, ...id });
      } catch (error) {
        if (!(error instanceof PostDateError)) throw error;
        report.error(at(source.path), 1, 1, error.message);
      }
    }
  }
  const fileToRoute = new Map<string, string>([...docs, ...posts].map((d) => [d.source.path, d.route]));
  return { docs, posts, fileToRoute };
}
