import { DocSidebarItem as ThemeItem } from '../../../web/theme/DocSidebar/Item';
// Through `@theme/`: a category's items are the site's swizzled DocSidebarItems when it has one, as in Docusaurus.
import DocSidebarItems from '@theme/DocSidebarItems';
import { itemProps, type PropsIn } from './sidebar-item';

/** `@theme/DocSidebarItem`: one of Docusaurus's sidebar items, drawn by this theme's part for its type. */
export default function DocSidebarItem(props: PropsIn) {
  const { item, activePath, level = 1, onItemClick } = props;
  return (
    <ThemeItem {...itemProps(props)}>
      {item.type === 'category' && (
        <DocSidebarItems items={item.items ?? []} activePath={activePath} level={level + 1} onItemClick={onItemClick} tabIndex={0} />
      )}
    </ThemeItem>
  );
}
