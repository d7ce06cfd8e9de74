/**
 * `@theme/Navbar/MobileSidebar/Toggle` rendered by a site's own component (an ejected
 * `Navbar/Content` drawing the toggle as Docusaurus's does): nothing, since this theme's bar
 * (`Navbar/Layout`) draws the menu button, or the site's swizzled `Toggle` in its place.
 */
export default function NavbarMobileSidebarToggle() {
  return null;
}
