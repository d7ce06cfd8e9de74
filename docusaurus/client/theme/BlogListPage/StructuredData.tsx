/**
 * `@theme/BlogListPage/StructuredData`, which a site's ejected `BlogListPage` draws, and what a
 * wrapper's `@theme-original` draws elsewhere: nothing, as this theme writes no JSON-LD for the
 * blog's lists. A site's swizzle of it is drawn on the blog's list pages (`chrome-slots.ts`).
 */
export default function BlogListPageStructuredData(_props: { metadata?: unknown; items?: unknown[] }) {
  return null;
}
