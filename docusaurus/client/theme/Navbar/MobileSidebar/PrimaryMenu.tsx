import { MobileSidebarPrimaryMenu } from '../../../../../web/theme/MobileSidebar/PrimaryMenu';
import { useMobileMenu } from '../../../../../web/theme/MobileSidebar/menu';

/** `@theme/Navbar/MobileSidebar/PrimaryMenu`: the navbar's items, inside the menu's panel. */
export default function NavbarMobileSidebarPrimaryMenu() {
  const menu = useMobileMenu();
  return menu && <MobileSidebarPrimaryMenu items={menu.props.manifest.site.navbar} routes={menu.props.routes} />;
}
