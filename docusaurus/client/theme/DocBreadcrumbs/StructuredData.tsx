/**
 * `@theme/DocBreadcrumbs/StructuredData` (3.10), which a site's ejected `DocBreadcrumbs` draws: it
 * resolves, so the page builds, and draws nothing. This theme writes no JSON-LD for breadcrumbs
 * (the prerendered head carries a post's `BlogPosting` only), and a swizzle of it is not applied
 * (`swizzle-coverage.ts`).
 */
export default function DocBreadcrumbsStructuredData(_props: { breadcrumbs: unknown[] }) {
  return null;
}
