/**
 * `@theme/BlogListPage/StructuredData`, which a site's ejected `BlogListPage` draws: it resolves, so
 * the page builds, and draws nothing. This theme writes no JSON-LD for the blog's lists, and a
 * swizzle of it is not applied (`swizzle-coverage.ts`).
 */
export default function BlogListPageStructuredData(_props: { metadata?: unknown; items?: unknown[] }) {
  return null;
}
