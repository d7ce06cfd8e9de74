import type { SidebarItem } from '../../../common/contract';

/** True when the route is the category's own doc or any doc below it. */
export function containsRoute(item: SidebarItem, route: string): boolean {
  if (item.type === 'doc') return item.route === route;
  if (item.type === 'category') return item.route === route || item.items.some((i) => containsRoute(i, route));
  return false;
}
