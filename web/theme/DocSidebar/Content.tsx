import type { SidebarItem } from '../../../common/contract';
import { DocSidebarItems } from './Items';
import { ThemeClassNames } from '../../../docusaurus/shared/theme-class-names';

/** The sidebar's tree, its top level's list (Docusaurus's `DocSidebar/Desktop/Content`). */
export function DocSidebarContent({ items, activeRoute, autoCollapse }: { items: SidebarItem[]; activeRoute: string; autoCollapse: boolean }) {
  return (
    <ul className={__CHROME_THEME_CLASSES__ ? `${ThemeClassNames.docs.docSidebarMenu} sidebar-list` : 'sidebar-list'}>
      <DocSidebarItems items={items} activeRoute={activeRoute} autoCollapse={autoCollapse} />
    </ul>
  );
}
