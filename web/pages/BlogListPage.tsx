// The page lives in the theme (`theme/BlogListPage`), where a site's swizzled `BlogListPage` takes its place (docusaurus/node/theme/chrome-slots.ts).
export { BlogListPage } from '../theme/BlogListPage';
