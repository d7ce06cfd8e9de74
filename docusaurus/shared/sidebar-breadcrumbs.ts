import { isSamePath, type PropItem } from './sidebar-visibility.js';

interface TrailItem extends PropItem {
  docId?: string;
}

/**
 * The docs client's `getSidebarBreadcrumbs`: the categories leading to the page at `pathname`,
 * outermost first, then its doc link (left out with `onlyCategories`). A category whose own page
 * is `pathname` ends the trail. Empty when the sidebar does not hold the page.
 */
export function sidebarBreadcrumbs<T extends TrailItem>(items: readonly T[], pathname: string, onlyCategories = false): T[] {
  const trail: T[] = [];
  const extract = (level: readonly T[]): boolean => {
    for (const item of level) {
      if (item.type === 'category') {
        if (isSamePath(item.href, pathname) || extract((item.items ?? []) as readonly T[])) {
          trail.unshift(item);
          return true;
        }
      } else if (item.type === 'link' && item.docId && isSamePath(item.href, pathname)) {
        if (!onlyCategories) trail.unshift(item);
        return true;
      }
    }
    return false;
  };
  extract(items);
  return trail;
}

/** `useCurrentSidebarSiblings()`'s rule: the items of the deepest category holding the page, else the sidebar's top level. */
export function sidebarSiblings<T extends TrailItem>(items: readonly T[], pathname: string): readonly T[] {
  const deepest = sidebarBreadcrumbs(items, pathname, true).at(-1);
  return (deepest?.items as readonly T[] | undefined) ?? items;
}
