/**
 * The post's head tags (Docusaurus's `BlogPostPage/Metadata`): this theme's are written by the
 * prerenderer (pipeline/prerender/head.ts) and the page head, so the chrome draws nothing here. A
 * module of its own so a site's swizzle takes its place: its `<Head>` tags (`title`, `meta`,
 * `link`, through `@docusaurus/Head`) go into the post's head, over the theme's of the same name.
 */
export function BlogPostPageMetadata() {
  return null;
}
