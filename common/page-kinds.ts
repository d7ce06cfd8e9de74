import type { RouteKind } from './contract';

/**
 * The module under `web/pages/` that renders each kind of route. A first visit loads only its
 * page's kind (`web/pages/kinds.ts` imports them on need); the prerenderer finds the same modules
 * in Vite's manifest to name their script and stylesheet files in the page's head
 * (`pipeline/prerender/page-assets.ts`), so a page is styled at first paint and its code is
 * fetched with the entry, not after it.
 */
export const PAGE_MODULES: Record<RouteKind, string> = {
  doc: 'DocPage.tsx',
  'blog-list': 'BlogListPage.tsx',
  'blog-post': 'BlogPostPage.tsx',
  'blog-archive': 'BlogArchivePage.tsx',
  page: 'CustomPage.tsx',
  tags: 'TagsPage.tsx',
  'doc-tag': 'DocTagPage.tsx',
  'blog-authors': 'BlogAuthorsPage.tsx',
};
