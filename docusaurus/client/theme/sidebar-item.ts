import type { SidebarItem } from '../../../common/contract';
import { sidebarItemFromProp, sidebarItemProp, type PropSidebarItemIn } from '../../shared/doc-content';
import { loadedManifest } from '../manifest';
import { routeOf } from './nav-link';
import type { ItemProps, TreeProps } from '../../../web/theme/DocSidebar/item-props';

/** Docusaurus's `DocSidebarItem` props (as a site's component hands them on). */
export interface PropsIn {
  item: PropSidebarItemIn;
  activePath: string;
  index?: number;
  level?: number;
  onItemClick?: (item: PropSidebarItemIn) => void;
  tabIndex?: number;
}

/** Docusaurus's `onItemClick` (called with Docusaurus's items) as this theme's tree calls it (with its own). */
export function themeOnItemClick(onItemClick: PropsIn['onItemClick']): TreeProps['onItemClick'] {
  const base = loadedManifest().site.baseUrl;
  return onItemClick && ((item) => onItemClick(sidebarItemProp(item, base) as PropSidebarItemIn));
}

/**
 * This theme's props for one sidebar item drawn from Docusaurus's: the item as this theme's, the
 * page's route, and a list of its own (a part a site's component renders is not one of the
 * theme's lists: opening it closes no sibling).
 */
export function itemProps<T extends SidebarItem>({ item, activePath, index = 0, level = 1, onItemClick, tabIndex }: PropsIn): ItemProps<T> {
  return {
    item: sidebarItemFromProp(item, loadedManifest().site.baseUrl) as T,
    activeRoute: routeOf(activePath),
    siblings: { auto: false, index, expandedItem: null, onExpand: () => {} },
    level,
    onItemClick: themeOnItemClick(onItemClick),
    tabIndex,
  };
}
