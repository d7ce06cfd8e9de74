import type { SidebarItem } from './contract.js';

/**
 * A sidebar's first link, as Docusaurus's sidebars utils `getFirstLink` finds it for the docs
 * plugin's global data (`sidebars[id].link`) and a navbar `docSidebar` item: depth first, a doc
 * item, or a category's own page (its linked doc or generated index) before its items, with that
 * item's label. Plain links and HTML items are passed over. Null for a sidebar with none.
 */
export function firstSidebarLink(items: readonly SidebarItem[]): { route: string; label: string } | null {
  for (const item of items) {
    if (item.type === 'doc') return { route: item.route, label: item.label };
    if (item.type === 'category') {
      if (item.route) return { route: item.route, label: item.label };
      const inner = firstSidebarLink(item.items);
      if (inner) return inner;
    }
  }
  return null;
}
