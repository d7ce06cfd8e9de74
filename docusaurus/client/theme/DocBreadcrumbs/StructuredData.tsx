/**
 * `@theme/DocBreadcrumbs/StructuredData` (3.10), which a site's ejected `DocBreadcrumbs` draws, and
 * what a wrapper's `@theme-original` draws elsewhere: nothing, as this theme writes no JSON-LD for
 * breadcrumbs. A site's swizzle of it is drawn with the doc's breadcrumbs (`chrome-slots.ts`).
 */
export default function DocBreadcrumbsStructuredData(_props: { breadcrumbs: unknown[] }) {
  return null;
}
