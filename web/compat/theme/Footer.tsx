/**
 * `@theme/Footer`: this theme's chrome renders the site's footer on every route, as Docusaurus's
 * `@theme/Layout` does, so a page's own `<Footer />` adds nothing.
 */
export default function Footer() {
  return null;
}
