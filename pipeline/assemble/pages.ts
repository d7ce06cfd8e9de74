/**
 * The pages no content file makes: the home page (the site's own page, a `pages/index.tsx`, or
 * the built-in one, unless a doc is served at `/`), the pages plugin's React pages, the
 * generated-index pages of sidebar categories, and search.
 */
import type { BlogPostSummary, PageChunk, SiteConfigJson } from '../../common/contract.js';
import { generatedIndexChunk } from '../sidebars/generated-index.js';
import type { SitePages } from './site-pages.js';
import type { SiteSidebars } from './sidebars.js';
import type { AssembleContext } from './types.js';
import type { RouteEntry } from '../model/site.js';

/** `taken`: routes the site already has (docs, posts, lists), which these pages never replace. */
export function pageChunks(
  ctx: AssembleContext,
  site: SiteConfigJson,
  sitePages: SitePages,
  sidebars: SiteSidebars,
  summaries: BlogPostSummary[],
  taken: { hasHome: boolean; routes: RouteEntry[] },
): RouteEntry[] {
  const routes: RouteEntry[] = [];
  const home: PageChunk = {
    kind: 'page',
    route: '/',
    title: site.title,
    description: site.tagline,
    component: 'index',
    data: { latestPosts: summaries.slice(0, 5).map((s) => ({ title: s.title, route: s.route, date: s.date, description: s.description })) },
  };
  for (const [route, key] of sitePages.routes) {
    if (route === '/') continue;
    const props = sitePages.props?.get(route);
    routes.push({ chunk: { ...home, route, title: site.title, component: key, ...(props ? { props } : {}) }, sidebar: null });
  }
  if (!taken.hasHome)
    routes.push({
      chunk: sitePages.routes.has('/')
        ? { ...home, component: sitePages.routes.get('/')! }
        : ctx.files.pageModules.includes('index')
          ? home
          : { ...home, component: 'default-home' },
      sidebar: null,
    });
  const existing = new Set([...taken.routes, ...routes].map((r) => r.chunk.route));
  for (const g of sidebars.generatedIndexes) {
    if (existing.has(g.route)) continue;
    existing.add(g.route);
    routes.push({ chunk: generatedIndexChunk(g), sidebar: g.sidebar });
  }
  const search: PageChunk = {
    kind: 'page',
    route: '/search',
    title: 'Search',
    description: `Search ${site.title}`,
    component: 'search',
    data: { latestPosts: [] },
  };
  routes.push({ chunk: search, sidebar: null });
  return routes;
}
