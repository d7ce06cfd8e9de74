import type { NavbarItem } from '../../../common/contract';
import { MobileSidebarItem } from './Item';

/** The mobile menu's main panel: the navbar's items (Docusaurus's `Navbar/MobileSidebar/PrimaryMenu`). */
export function MobileSidebarPrimaryMenu({ items, routes }: { items: NavbarItem[]; routes: Record<string, { sidebar?: string }> }) {
  return (
    <ul className="sidebar-list mobile-main-menu">
      {items.map((item, i) => (
        <MobileSidebarItem key={i} item={item} routes={routes} />
      ))}
    </ul>
  );
}
