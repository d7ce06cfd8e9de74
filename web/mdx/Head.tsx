// Docusaurus's MDXComponents `Head`: `<Head>` in a page's MDX, imported from `@docusaurus/Head` or
// not, puts its elements in the page's `<head>` (prerendered, and after a client navigation) with
// the site's `@docusaurus/Head`. Loaded only by pages that use it (common/mdx-component-modules.ts).
export { default as Head } from '../../docusaurus/client/api/Head';
