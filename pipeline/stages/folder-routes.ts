/** The routes stage for one site folder of the build (`assignRoutes`, shared with dev mode, in `routes.ts`). */
import { join } from 'node:path';
import { createLinkResolver, linkRootsOf } from '../routes/links.js';
import { localeBaseUrl } from '../../docusaurus/shared/base-url.js';
import { ENGLISH } from '../../docusaurus/shared/site-context.js';
import type { SourceDocument } from '../content/collect.js';
import type { RoutedSources } from '../model/entries.js';
import type { FolderRun } from '../model/build.js';
import { assignRoutes } from './routes.js';

/** The routes stage's output: every doc and post with its route, and the resolver links use. */
export interface RoutedFolder extends RoutedSources {
  linkRoots: ReturnType<typeof linkRootsOf>;
  /** The base URL of the folder's locale (`/sub/ar/`), which a link to one of its pages may start with. */
  linkBase: string;
  resolveLink: ReturnType<typeof createLinkResolver>;
}

/** Routes for a site folder's documents (before compiling: links resolve against them). */
export function routeDocuments({ folder, report }: FolderRun, sources: SourceDocument[]): RoutedFolder {
  const at = (p: string) => join(folder.display, p);
  const routed = assignRoutes(sources, report, at, folder.layout, true, folder.original?.dir);
  const linkRoots = linkRootsOf(folder.layout);
  const linkBase = localeBaseUrl(folder.layout.baseUrl ?? '/', folder.i18n ?? ENGLISH);
  return { ...routed, linkRoots, linkBase, resolveLink: createLinkResolver(routed.fileToRoute, linkRoots, linkBase, folder.layout.trailingSlash) };
}
