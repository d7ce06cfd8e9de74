import type { RouteKind } from '../../common/contract';
import type { NotFound as NotFoundPage } from '../theme/NotFound';

/**
 * Each kind of route's page module, imported when a route of that kind is first loaded (the route
 * query waits for it beside the route's data): a first visit carries the code of its own kind of
 * page only. The files are `common/page-kinds.ts`'s (the prerenderer names their scripts and
 * stylesheets in each page's head from them; a unit test holds the two lists together).
 */
const loaders = {
  doc: () => import('./DocPage'),
  'blog-list': () => import('./BlogListPage'),
  'blog-post': () => import('./BlogPostPage'),
  'blog-archive': () => import('./BlogArchivePage'),
  page: () => import('./CustomPage'),
  tags: () => import('./TagsPage'),
  'doc-tag': () => import('./DocTagPage'),
  'blog-authors': () => import('./BlogAuthorsPage'),
} satisfies Record<RouteKind, () => Promise<unknown>>;

type PageModules = { [K in RouteKind]: Awaited<ReturnType<(typeof loaders)[K]>> };

const loaded: Partial<PageModules> = {};

/** Imports a kind's page module (once); the route query awaits it, so the page renders without suspending. */
export async function loadPageKind(kind: RouteKind): Promise<void> {
  if (loaded[kind]) return;
  const module = await loaders[kind]();
  // Vite answers a chunk that failed to load (and whose reload its preload-error handler took
  // over) with nothing: the page is being reloaded, so this load fails rather than render half.
  if (!module) throw new Error(`the page code for ${kind} routes could not be loaded`);
  (loaded as Record<RouteKind, unknown>)[kind] = module;
}

/** A kind's page module, loaded before (by the route query). */
export function pageModule<K extends RouteKind>(kind: K): PageModules[K] {
  const module = loaded[kind];
  if (!module) throw new Error(`the page code for ${kind} routes was rendered before it was loaded`);
  return module;
}

type NotFoundModule = { NotFound: typeof NotFoundPage };
let notFound: NotFoundModule | null = null;

/** The not-found page's module, imported for a path no route has (its page is never hydrated, so nothing preloads it). */
export async function loadNotFound(): Promise<void> {
  if (notFound) return;
  const module = await import('../theme/NotFound');
  // As in loadPageKind: nothing when Vite has taken the failed chunk over with a reload.
  if (!module) throw new Error('the not-found page could not be loaded');
  notFound = module;
}

/** The not-found page, loaded before (by the route query). */
export function notFoundModule(): NotFoundModule {
  if (!notFound) throw new Error('the not-found page was rendered before it was loaded');
  return notFound;
}
