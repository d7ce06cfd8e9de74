import type { TocItem } from '../../../common/contract.js';
import { filterToc, nestToc } from '../../../pipeline/mdx/plugins/toc/index.js';

type Depth = TocItem['depth'];

/** A TOC as MDX hands it to `<TOCInline toc={...}>`: Docusaurus's flat list (the page's `toc`, a slice of it, or one written by hand). */
type TocInput = { id: string; value: string; level: number }[];

export interface TocInlineProps {
  toc?: unknown;
  /** Docusaurus's defaults (`themeConfig.tableOfContents`): h2 and h3. */
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
  className?: string;
}

interface Hast {
  type: 'element';
  tagName: string;
  properties: Record<string, unknown>;
  children: (Hast | { type: 'text'; value: string })[];
}

/**
 * `@theme/TOCInline` at build time: the page's headings from `minHeadingLevel` to
 * `maxHeadingLevel` as nested lists of links, as Docusaurus renders it where the MDX places it.
 */
export function tocInline({ toc, minHeadingLevel = 2, maxHeadingLevel = 3, className }: TocInlineProps): Hast {
  const items = filterToc(asNested(Array.isArray(toc) ? (toc as TocInput) : []), minHeadingLevel, maxHeadingLevel);
  return {
    type: 'element',
    tagName: 'div',
    properties: { className: ['toc-inline', ...(className ? [className] : [])] },
    children: items.length ? [list(items)] : [],
  };
}

function asNested(toc: TocInput): TocItem[] {
  return nestToc(toc.flatMap((t) => (t.level >= 2 && t.level <= 6 ? [{ id: t.id, value: t.value, depth: t.level as Depth }] : [])));
}

function list(items: TocItem[]): Hast {
  return {
    type: 'element',
    tagName: 'ul',
    properties: { className: ['table-of-contents'] },
    children: items.map((item) => ({
      type: 'element',
      tagName: 'li',
      properties: {},
      children: [
        { type: 'element', tagName: 'a', properties: { href: `#${item.id}` }, children: [{ type: 'text', value: item.value }] },
        ...(item.children.length ? [list(item.children)] : []),
      ],
    })),
  };
}
