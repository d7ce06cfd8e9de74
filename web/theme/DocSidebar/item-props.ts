import type { ReactNode } from 'react';
import type { SidebarItem } from '../../../common/contract';

/** Which category of one list was opened last, for `autoCollapseCategories`. */
export interface Siblings {
  auto: boolean;
  index: number;
  expandedItem: number | null;
  onExpand: (index: number | null) => void;
}

/**
 * What Docusaurus's tree hands each level and item besides the items: the depth (1 at the top),
 * the callback an item calls when it is clicked (the mobile tree's closes the menu, for a link or a
 * category with a page), and the tab order Docusaurus gives a category's items (0 here: a closed
 * category's items are not drawn). Passed on to a site's swizzled items.
 */
export interface TreeProps {
  level?: number;
  onItemClick?: (item: SidebarItem) => void;
  tabIndex?: number;
}

/** What each item of the tree is given (Docusaurus's `DocSidebarItem` props, in this theme's shape). */
export interface ItemProps<T extends SidebarItem = SidebarItem> extends TreeProps {
  item: T;
  activeRoute: string;
  siblings: Siblings;
  /** A category's items, drawn when it is open (made by the list, which draws every level: no import cycle). */
  children?: ReactNode;
}

export interface ItemsProps extends TreeProps {
  items: SidebarItem[];
  activeRoute: string;
  autoCollapse: boolean;
}
