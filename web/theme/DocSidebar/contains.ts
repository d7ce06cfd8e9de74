import type { SidebarItem } from '../../../common/contract';

/**
 * An unlisted doc's item, or a category of unlisted pages only, away from the page shown: not drawn,
 * as Docusaurus's `isVisibleSidebarItem` decides (the build marked them: `common/sidebar-visibility.ts`).
 */
export function hiddenAt(item: SidebarItem, route: string): boolean {
  // A site without unlisted pages bundles none of this test (`__CHROME_UNLISTED__`, a build-time constant).
  return __CHROME_UNLISTED__ && (item.type === 'doc' || item.type === 'category') && item.unlisted === true && !containsRoute(item, route);
}

/** True when the route is the category's own doc or any doc below it. */
export function containsRoute(item: SidebarItem, route: string): boolean {
  if (item.type === 'doc') return item.route === route;
  if (item.type === 'category') return item.route === route || item.items.some((i) => containsRoute(i, route));
  return false;
}
