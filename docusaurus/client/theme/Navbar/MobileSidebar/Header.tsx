import { MobileSidebarHeader } from '../../../../../web/theme/MobileSidebar/Header';
import { useMobileMenu } from '../../../../../web/theme/MobileSidebar/menu';

/** `@theme/Navbar/MobileSidebar/Header`: the menu's top row (brand, colour mode, close), inside the menu's panel. */
export default function NavbarMobileSidebarHeader() {
  const menu = useMobileMenu();
  return menu && <MobileSidebarHeader site={menu.props.manifest.site} onClose={menu.props.onClose} />;
}
