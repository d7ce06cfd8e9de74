import type { ReactNode } from 'react';
import type { SidebarItem } from '../../../common/contract';

/** Which category of one list was opened last, for `autoCollapseCategories`. */
export interface Siblings {
  auto: boolean;
  index: number;
  expandedItem: number | null;
  onExpand: (index: number | null) => void;
}

/** What each item of the tree is given (Docusaurus's `DocSidebarItem` props, in this theme's shape). */
export interface ItemProps<T extends SidebarItem = SidebarItem> {
  item: T;
  activeRoute: string;
  siblings: Siblings;
  /** A category's items, drawn when it is open (made by the list, which draws every level: no import cycle). */
  children?: ReactNode;
}

export interface ItemsProps {
  items: SidebarItem[];
  activeRoute: string;
  autoCollapse: boolean;
}
