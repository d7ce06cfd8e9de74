/**
 * `@theme/Navbar`: this theme's chrome renders the site's navbar on every route, as Docusaurus's
 * `@theme/Layout` does, so a page's own `<Navbar />` adds nothing (one navbar, as on a Docusaurus
 * page that renders it once).
 */
export default function Navbar() {
  return null;
}
