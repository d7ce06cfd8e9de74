import type { HastElement, HastNode, HastRoot, SidebarItem } from '../../common/contract.js';
import { cardListItems, firstListedLink } from '../../common/sidebar-visibility.js';

/**
 * `<DocCardList />` (from `@theme/DocCardList`) lists the items of the sidebar category the page
 * belongs to: the category it is the link of, else the one that holds it. Docusaurus does this in
 * the browser from its sidebar data; here the list is made at build time.
 */
export function expandDocCardLists(tree: HastRoot, route: string, sidebars: Record<string, SidebarItem[]>): void {
  let items: SidebarItem[] | null = null;
  const find = (list: SidebarItem[]): void => {
    for (const item of list) {
      if (items) return;
      if (item.type !== 'category') continue;
      if (item.route === route) items = item.items;
      else if (item.items.some((c) => c.type === 'doc' && c.route === route)) items = item.items.filter((c) => !(c.type === 'doc' && c.route === route));
      else find(item.items);
    }
  };
  const expand = (nodes: HastNode[]): HastNode[] =>
    nodes.map((node) => {
      if (node.type !== 'element') return node;
      if (node.tagName !== 'DocCardList') return { ...node, children: expand(node.children) };
      if (items === null) Object.values(sidebars).forEach(find);
      return cards((items ?? []).filter((i) => !(i.type === 'doc' && i.route === route)));
    });
  tree.children = expand(tree.children);
}

function cards(items: SidebarItem[]): HastElement {
  const children: HastNode[] = [];
  // Docusaurus's `DocCardList` shows the items with a listed link: no unlisted doc, and a category
  // whose own doc is unlisted links to its first listed item.
  for (const item of cardListItems(items)) {
    const href = item.type === 'html' ? undefined : firstListedLink(item);
    if (!href || item.type === 'html') continue;
    children.push({
      type: 'element',
      tagName: 'li',
      children: [{ type: 'element', tagName: 'a', properties: { href }, children: [{ type: 'text', value: item.label }] }],
    });
  }
  return { type: 'element', tagName: 'ul', properties: { className: ['generated-index'] }, children };
}
