import type { SidebarCategoryItem } from '../../../../common/contract';
import { DocSidebarItemCategory } from '../../../../web/theme/DocSidebar/Category';
// Through `@theme/`: its items are the site's swizzled DocSidebarItems when it has one, as in Docusaurus.
import DocSidebarItems from '@theme/DocSidebarItems';
import { itemProps, type PropsIn } from '../sidebar-item';

/** `@theme/DocSidebarItem/Category`: a category of Docusaurus's sidebar (`PropSidebarItemCategory`), drawn as this theme's, opening on its items. */
export default function Category(props: PropsIn) {
  return (
    <DocSidebarItemCategory {...itemProps<SidebarCategoryItem>(props)}>
      <DocSidebarItems
        items={props.item.items ?? []}
        activePath={props.activePath}
        level={(props.level ?? 1) + 1}
        onItemClick={props.onItemClick}
        tabIndex={0}
      />
    </DocSidebarItemCategory>
  );
}
