import type { TocItem } from '../../../common/contract';

type DocusaurusTocItem = { value: string; id: string; level: number };

/** The props `@theme/TOC` and `@theme/TOCItems` share: Docusaurus's flat `toc` and its heading levels. */
export interface TocProps {
  toc?: readonly DocusaurusTocItem[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
  className?: string;
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
