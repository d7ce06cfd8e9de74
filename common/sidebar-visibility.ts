import type { SidebarItem } from './contract.js';

/**
 * Which sidebar items show, as Docusaurus's `docsUtils` decides it for unlisted docs. The build
 * works it out once: an unlisted doc's item, and a category whose own page (if any) and every item
 * are unlisted, carry `unlisted`; Docusaurus's `isVisibleSidebarItem` then comes down to "not
 * unlisted, or it holds the page shown", which the SPA's sidebar checks with the little code it
 * already has (`web/theme/DocSidebar/contains.ts`).
 */

/** A category with this page and these items is hidden unless it holds the page shown (none of its items can show). */
export function allUnlisted(route: string | null, linkUnlisted: boolean, items: SidebarItem[]): boolean {
  return (route === null || linkUnlisted) && items.length > 0 && items.every((i) => (i.type === 'doc' || i.type === 'category') && i.unlisted === true);
}

/** `findFirstSidebarItemLink`: the item's own listed link, else (a category) its first item's, depth first. */
export function firstListedLink(item: SidebarItem): string | undefined {
  if (item.type === 'doc') return item.unlisted ? undefined : item.route;
  if (item.type === 'link') return item.href;
  if (item.type !== 'category') return undefined;
  if (item.route !== null && !item.linkUnlisted) return item.route;
  for (const child of item.items) {
    const link = firstListedLink(child);
    if (link) return link;
  }
  return undefined;
}

/** `filterDocCardListItems`: the items a card list shows, those with a listed link (HTML items have no card here). */
export function cardListItems(items: SidebarItem[]): SidebarItem[] {
  return items.filter((item) => item.type !== 'html' && firstListedLink(item) !== undefined);
}
