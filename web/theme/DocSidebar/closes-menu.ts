import type { SidebarItem } from '../../../common/contract';

/** Whether clicking an item of the mobile menu's tree closes the menu: a link, or a category with a page of its own (not one that only folds). */
export function closesMobileMenu(item: SidebarItem): boolean {
  return item.type === 'doc' || item.type === 'link' || (item.type === 'category' && !!item.route);
}
