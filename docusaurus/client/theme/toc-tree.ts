import type { TocItem } from '../../../common/contract';

type DocusaurusTocItem = { value: string; id: string; level: number };

/** The props `@theme/TOC` and `@theme/TOCItems` share: Docusaurus's flat `toc` and its heading levels. */
export interface TocProps {
  toc?: readonly DocusaurusTocItem[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
  className?: string;
}

/** Docusaurus's `TOCTreeNode`: a heading with its level and the headings under it (what `@theme/TOCItems/Tree` draws). */
export interface TocTreeNode {
  value: string;
  id: string;
  level: number;
  children: TocTreeNode[];
}

/** Docusaurus's flat `toc` (headings with their levels, from `minHeadingLevel` to `maxHeadingLevel`) as this theme's nested headings. */
export function tocTree(toc: readonly DocusaurusTocItem[], maxHeadingLevel = 3, minHeadingLevel = 2): TocItem[] {
  const roots: TocItem[] = [];
  const open: TocItem[] = [];
  for (const h of toc) {
    if (h.level > maxHeadingLevel || h.level < minHeadingLevel) continue;
    // Docusaurus's value is the heading's HTML; this theme shows text (nothing is parsed as HTML in the browser).
    const item: TocItem = { id: h.id, value: h.value.replace(/<[^>]*>/g, ''), depth: Math.min(6, Math.max(2, h.level)) as TocItem['depth'], children: [] };
    while (open.length > 0 && open[open.length - 1]!.depth >= item.depth) open.pop();
    (open.length > 0 ? open[open.length - 1]!.children : roots).push(item);
    open.push(item);
  }
  return roots;
}

/** This theme's nested headings as Docusaurus's tree (`useFilteredAndTreeifiedTOC`'s nodes), the shape `TOCItems/Tree` gets. */
export const tocNodes = (items: readonly TocItem[]): TocTreeNode[] =>
  items.map((i) => ({ value: i.value, id: i.id, level: i.depth, children: tocNodes(i.children) }));

/**
 * This theme's nested headings as Docusaurus's flat `toc` and the levels it spans (a page's chunk
 * holds only the levels it shows, so they are the page's `toc_min_heading_level`/`max`, or wider):
 * the props theme-classic's `TOC`, `TOCItems` and `TOCCollapsible` get.
 */
export function docusaurusToc(items: readonly TocItem[]) {
  const flat: DocusaurusTocItem[] = [];
  const walk = (list: readonly TocItem[]) => {
    for (const i of list) {
      flat.push({ value: i.value, id: i.id, level: i.depth });
      walk(i.children);
    }
  };
  walk(items);
  const levels = flat.map((i) => i.level);
  return { toc: flat, minHeadingLevel: Math.min(2, ...levels), maxHeadingLevel: Math.max(3, ...levels) };
}
