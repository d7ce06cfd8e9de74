import { DocSidebarItems } from './Items';
import { closesMobileMenu } from './closes-menu';
import type { ItemsProps } from './item-props';
import { useMobileMenu } from '../MobileSidebar/menu';
import { ThemeClassNames } from '../../../docusaurus/shared/theme-class-names';

/**
 * The doc sidebar's tree in the mobile menu (Docusaurus's `DocSidebar/Mobile`): loaded with the
 * menu, not with the page. Its items' `onItemClick` closes the menu for a link or a category with
 * a page, as Docusaurus's does (a site's swizzled item calling it closes the menu too).
 */
export function DocSidebarMobile(props: ItemsProps) {
  const menu = useMobileMenu();
  return (
    <ul className={__CHROME_THEME_CLASSES__ ? `${ThemeClassNames.docs.docSidebarMenu} sidebar-list` : 'sidebar-list'}>
      <DocSidebarItems {...props} level={1} onItemClick={(item) => closesMobileMenu(item) && menu?.props.onNavigate()} />
    </ul>
  );
}
