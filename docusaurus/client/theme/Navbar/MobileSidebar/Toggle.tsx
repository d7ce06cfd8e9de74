/**
 * `@theme/Navbar/MobileSidebar/Toggle`: nothing. This theme's navbar bar (`Navbar/Layout`) has its
 * own menu button, which opens its mobile menu: a swizzled `Navbar/Content` that renders the toggle
 * as Docusaurus's does would show a second one.
 */
export default function NavbarMobileSidebarToggle() {
  return null;
}
