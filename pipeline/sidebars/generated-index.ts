import type { DocChunk, HastNode, SidebarItem } from '../../common/contract.js';
import type { GeneratedIndex } from './types.js';
import { cardListItems, firstListedLink } from '../../common/sidebar-visibility.js';

/**
 * A category with `link: { type: 'generated-index' }` gets a page of its own listing its items, as
 * in Docusaurus. It is a doc chunk (id `__category__/<route>`) whose body is built here.
 */
export function generatedIndexChunk(g: GeneratedIndex & { pluginId?: string; version?: string }): DocChunk {
  const text = (value: string): HastNode => ({ type: 'text', value });
  const entry = (item: SidebarItem): HastNode | null => {
    // As Docusaurus's `DocCardList`: an item's first listed link (a category's own doc, else its first listed item's).
    const route = firstListedLink(item);
    if (item.type === 'html' || !route) return null;
    return { type: 'element', tagName: 'li', children: [{ type: 'element', tagName: 'a', properties: { href: route }, children: [text(item.label)] }] };
  };
  const children: HastNode[] = [];
  if (g.description) children.push({ type: 'element', tagName: 'p', children: [text(g.description)] });
  children.push({
    type: 'element',
    tagName: 'ul',
    properties: { className: ['generated-index'] },
    children: cardListItems(g.items)
      .map(entry)
      .filter((n): n is HastNode => n !== null),
  });
  return {
    kind: 'doc',
    id: `__category__${g.route}`,
    pluginId: g.pluginId ?? 'default',
    version: g.version ?? 'current',
    route: g.route,
    title: g.title,
    description: g.description ?? `${g.title}: every page in this category.`,
    keywords: [],
    sidebar: g.sidebar,
    breadcrumbs: [],
    toc: [],
    hideTableOfContents: true,
    body: { type: 'root', children },
    lastUpdatedAt: null,
    editUrl: null,
    previous: g.previous ?? null,
    next: g.next ?? null,
  };
}
