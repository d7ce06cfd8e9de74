import type { SidebarItem } from '../../../common/contract';
import { sidebarItemFromProp, type PropSidebarItemIn } from '../../shared/doc-content';
import { loadedManifest } from '../manifest';
import { routeOf } from './nav-link';
import type { ItemProps } from '../../../web/theme/DocSidebar/item-props';

/** Docusaurus's `DocSidebarItem` props (as a site's component hands them on). */
export interface PropsIn {
  item: PropSidebarItemIn;
  activePath: string;
  index?: number;
  level?: number;
}

/**
 * This theme's props for one sidebar item drawn from Docusaurus's: the item as this theme's, the
 * page's route, and a list of its own (a part a site's component renders is not one of the
 * theme's lists: opening it closes no sibling).
 */
export function itemProps<T extends SidebarItem>({ item, activePath, index = 0 }: PropsIn): ItemProps<T> {
  return {
    item: sidebarItemFromProp(item, loadedManifest().site.baseUrl) as T,
    activeRoute: routeOf(activePath),
    siblings: { auto: false, index, expandedItem: null, onExpand: () => {} },
  };
}
