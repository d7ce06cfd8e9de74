/**
 * `@theme/BlogPostPage/StructuredData`, which a site's ejected `BlogPostPage` draws, and what a
 * wrapper's `@theme-original` draws: nothing, as the prerenderer writes the post's `BlogPosting`
 * JSON-LD into its head (unless the site's swizzle replaces it without drawing its original).
 */
export default function BlogPostPageStructuredData() {
  return null;
}
