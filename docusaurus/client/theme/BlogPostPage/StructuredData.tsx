/**
 * `@theme/BlogPostPage/StructuredData`, which a site's ejected `BlogPostPage` draws: it resolves and
 * draws nothing, as the prerenderer writes the post's `BlogPosting` JSON-LD into its head itself.
 */
export default function BlogPostPageStructuredData() {
  return null;
}
