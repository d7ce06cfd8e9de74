import type { BlogListChunk, DocChunk, NavLink } from '../../../common/contract';

/*
 * The places theme-classic draws parts whose whole output is `<Head>` tags (issue 43, i43h). This
 * theme writes those tags itself (the prerenderer's head, `common/head-tags.ts` after a client
 * navigation), so each place draws nothing: a module of its own so that a site's swizzle of the
 * name takes its place (`docusaurus/node/theme/chrome-slots.ts`) and its `@docusaurus/Head` tags go
 * into the page's head, as on Docusaurus. A wrapper's `@theme-original` draws this nothing, so the
 * theme's tags are not written twice. The chrome draws the places only in a bundle for a site that
 * swizzles one of these names (`__CHROME_HEAD_PARTS__`, pipeline/bundle/chrome-use.ts).
 */

/** `SiteMetadata`, beside the frame of every page, as Docusaurus's app draws it beside its routes. */
export function SiteMetadata() {
  return null;
}

/** `SearchMetadata` with the site-wide facets (`tag` `default`, the page's `locale`), as theme-classic's `SiteMetadata` draws it. */
export function SearchMetadata(_props: { locale: string; tag: string; version?: string }) {
  return null;
}

/** `DocItem/Metadata`, on a doc page, as theme-classic's `DocItem` draws it (the site's reads `useDoc()`). */
export function DocItemMetadata(_props: { chunk: DocChunk }) {
  return null;
}

/**
 * `BlogPostPage/StructuredData`, on a post's page. The prerenderer writes the post's JSON-LD
 * (`BlogPosting`) unless the site's swizzle replaces it (does not draw its `@theme-original`):
 * a wrapper's original draws nothing here, as the prerenderer's block is in the head.
 */
export function BlogPostStructuredData() {
  return null;
}

/** `BlogListPage/StructuredData`, on the blog's own list pages (not a tag's or an author's), as theme-classic's `BlogListPage` draws it. */
export function BlogListStructuredData(_props: { chunk: BlogListChunk }) {
  return null;
}

/** `DocBreadcrumbs/StructuredData`, with the breadcrumbs, as theme-classic's `DocBreadcrumbs` draws it. */
export function BreadcrumbsStructuredData(_props: { items: NavLink[] }) {
  return null;
}
