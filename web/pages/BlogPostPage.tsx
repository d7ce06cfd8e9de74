// The page lives in the theme (`theme/BlogPostPage`), where a site's swizzled `BlogPostPage` takes its place (docusaurus/node/theme/chrome-slots.ts).
export { BlogPostPage } from '../theme/BlogPostPage';
