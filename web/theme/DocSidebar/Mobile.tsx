import { DocSidebarItems } from './Items';
import type { ItemsProps } from './item-props';

/** The doc sidebar's tree in the mobile menu (Docusaurus's `DocSidebar/Mobile`): loaded with the menu, not with the page. */
export function DocSidebarMobile(props: ItemsProps) {
  return (
    <ul className="sidebar-list">
      <DocSidebarItems {...props} />
    </ul>
  );
}
