import type { Heading, Root } from 'mdast';
import type { VFile } from 'vfile';
import { toString } from 'mdast-util-to-string';
import type { TocItem } from '../../../contract.js';
import { headingId } from '../heading-ids/index.js';

type Depth = TocItem['depth'];

/**
 * Collects h2–h6 headings (top level only, as Docusaurus does) into a nested TOC. Which levels a
 * page shows is chosen later (`filterToc`): MDX reading `toc` sees them all, as in Docusaurus.
 */
export function remarkToc() {
  return (tree: Root, file: VFile) => {
    const flat: { id: string; value: string; depth: Depth }[] = [];
    for (const node of tree.children) {
      if (node.type === 'heading' && node.depth >= 2) {
        flat.push({ id: headingId(node), value: headingText(node), depth: node.depth as Depth });
      }
    }
    file.data.toc = nestToc(flat);
  };
}

/** The heading as a reader sees it: an expression that holds only a comment renders nothing. */
function headingText(node: Heading): string {
  const shown = node.children.filter((child) => {
    const estree = (child as { data?: { estree?: { body: unknown[] } } }).data?.estree;
    return !(child.type === 'mdxTextExpression' && estree && estree.body.length === 0);
  });
  return toString(shown);
}

/** Each heading goes under the nearest heading before it of a higher level (Docusaurus's treeifyTOC). */
export function nestToc(flat: { id: string; value: string; depth: Depth }[]): TocItem[] {
  const out: TocItem[] = [];
  const open: TocItem[] = [];
  for (const h of flat) {
    const item: TocItem = { ...h, children: [] };
    while (open.length > 0 && open[open.length - 1]!.depth >= h.depth) open.pop();
    const parent = open[open.length - 1];
    if (parent) parent.children.push(item);
    else out.push(item);
    open.push(item);
  }
  return out;
}

/**
 * The TOC a page shows: headings from `min` to `max` level; a heading left out hands its children
 * to its parent (Docusaurus's filterTOC).
 */
export function filterToc(items: TocItem[], min: number, max: number): TocItem[] {
  return items.flatMap((item) => {
    const children = filterToc(item.children, min, max);
    return item.depth >= min && item.depth <= max ? [{ ...item, children }] : children;
  });
}

/**
 * The page's `toc` as MDX reads it, in Docusaurus's shape: every heading from h2 to h6 in order, as
 * `{ value, id, level }` (`<TOCInline toc={toc.slice(2)} />` counts headings of every level).
 */
export function flatToc(items: TocItem[]): { value: string; id: string; level: number }[] {
  return items.flatMap((item) => [{ value: item.value, id: item.id, level: item.depth }, ...flatToc(item.children)]);
}
