import type { SidebarDocItem, SidebarItem } from './contract.js';

/**
 * A sidebar's first link, as Docusaurus's sidebars utils `getFirstLink` finds it for the docs
 * plugin's global data (`sidebars[id].link`) and a navbar `docSidebar` item: depth first, a doc
 * item, or a category's own page (its linked doc or generated index) before its items. Plain links
 * and HTML items are passed over. A category's link has the category's label; a doc item's is
 * `docLabel`'s: the label Docusaurus's processed sidebar holds for it (not the label the sidebar
 * draws), or null for an item `getFirstLink` passes over (a `ref`). Null for a sidebar with none.
 */
export function firstSidebarLink(items: readonly SidebarItem[], docLabel: (item: SidebarDocItem) => string | null): { route: string; label: string } | null {
  for (const item of items) {
    if (item.type === 'doc') {
      const label = docLabel(item);
      if (label !== null) return { route: item.route, label };
    }
    if (item.type === 'category') {
      if (item.route) return { route: item.route, label: item.label };
      const inner = firstSidebarLink(item.items, docLabel);
      if (inner) return inner;
    }
  }
  return null;
}
