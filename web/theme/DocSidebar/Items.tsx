import { useState } from 'react';
import { hiddenAt } from './contains';
import { DocSidebarItem } from './Item';
import type { ItemsProps } from './item-props';

/**
 * The items of one level of the tree (Docusaurus's `DocSidebarItems`, without the list element
 * around them, as there), keeping which category was opened last; a category's own items are this
 * list's (a site's swizzled `DocSidebarItems` draws the top level). An unlisted doc is drawn only
 * while it is the page shown (Docusaurus's `useVisibleSidebarItems`).
 */
export function DocSidebarItems({ items, activeRoute, autoCollapse, level = 1, onItemClick, tabIndex }: ItemsProps) {
  const [expandedItem, setExpandedItem] = useState<number | null>(null);
  return items
    .filter((item) => !hiddenAt(item, activeRoute))
    .map((item, i) => (
      <DocSidebarItem
        key={item.type === 'html' ? i : `${item.label}-${i}`}
        item={item}
        activeRoute={activeRoute}
        siblings={{ auto: autoCollapse, index: i, expandedItem, onExpand: setExpandedItem }}
        level={level}
        onItemClick={onItemClick}
        tabIndex={tabIndex}
      >
        {item.type === 'category' && (
          <DocSidebarItems items={item.items} activeRoute={activeRoute} autoCollapse={autoCollapse} level={level + 1} onItemClick={onItemClick} tabIndex={0} />
        )}
      </DocSidebarItem>
    ));
}
