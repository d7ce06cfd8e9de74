import { MobileSidebarSecondaryMenu } from '../../../../../web/theme/MobileSidebar/SecondaryMenu';
import { hasSecondaryMenu, useMobileMenu } from '../../../../../web/theme/MobileSidebar/menu';

/**
 * `@theme/Navbar/MobileSidebar/SecondaryMenu`: "Back to main menu" and what the page fills the
 * menu with (the doc sidebar, a blog page's recent posts), inside the menu's panel.
 */
export default function NavbarMobileSidebarSecondaryMenu() {
  const menu = useMobileMenu();
  if (!menu || !hasSecondaryMenu(menu)) return null;
  const { sidebar, activeRoute, manifest } = menu.props;
  return (
    <MobileSidebarSecondaryMenu
      sidebar={sidebar}
      blogSidebar={menu.blogSidebar}
      activeRoute={activeRoute}
      autoCollapse={manifest.site.docsSidebar.autoCollapseCategories}
      onBack={() => menu.setPanel('main')}
    />
  );
}
