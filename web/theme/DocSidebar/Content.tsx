import type { SidebarItem } from '../../../common/contract';
import { DocSidebarItems } from './Items';

/** The sidebar's tree, its top level's list (Docusaurus's `DocSidebar/Desktop/Content`). */
export function DocSidebarContent({ items, activeRoute, autoCollapse }: { items: SidebarItem[]; activeRoute: string; autoCollapse: boolean }) {
  return (
    <ul className="sidebar-list">
      <DocSidebarItems items={items} activeRoute={activeRoute} autoCollapse={autoCollapse} />
    </ul>
  );
}
