import type { MenuControl } from '../MobileSidebar/menu';
import { loadMobileSidebar } from '../MobileSidebar/load';
import { MenuIcon } from '../MenuIcon';

/**
 * The bar's menu button (Docusaurus's `Navbar/MobileSidebar/Toggle`), shown below 996 px: opens the
 * mobile menu, whose code starts loading when the pointer comes over it.
 */
export function NavbarMenuToggle({ menu }: { menu: MenuControl }) {
  return (
    <button
      type="button"
      className="icon-button navbar-toggle"
      aria-label="Open navigation menu"
      aria-expanded={menu.shown}
      aria-controls={menu.shown ? 'mobile-sidebar' : undefined}
      onPointerEnter={() => void loadMobileSidebar()}
      onClick={() => menu.setShown(true)}
    >
      <MenuIcon size={24} />
    </button>
  );
}
