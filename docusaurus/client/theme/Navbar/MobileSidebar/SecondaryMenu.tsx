import { MobileSidebarSecondaryMenu } from '../../../../../web/theme/MobileSidebar/SecondaryMenu';
import { useMobileMenu } from '../../../../../web/theme/MobileSidebar/menu';

/** `@theme/Navbar/MobileSidebar/SecondaryMenu`: on a doc page, "Back to main menu" and the doc sidebar, inside the menu's panel. */
export default function NavbarMobileSidebarSecondaryMenu() {
  const menu = useMobileMenu();
  if (!menu?.props.sidebar) return null;
  const { sidebar, activeRoute, manifest } = menu.props;
  return (
    <MobileSidebarSecondaryMenu
      sidebar={sidebar}
      activeRoute={activeRoute}
      autoCollapse={manifest.site.docsSidebar.autoCollapseCategories}
      onBack={() => menu.setPanel('main')}
    />
  );
}
