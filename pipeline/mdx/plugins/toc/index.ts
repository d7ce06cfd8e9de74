import type { Heading, Root } from 'mdast';
import type { VFile } from 'vfile';
import { toString } from 'mdast-util-to-string';
import type { TocItem } from '../../../contract.js';
import { headingId } from '../heading-ids/index.js';

/** Collects h2 and h3 headings (top level only, as Docusaurus does) into a nested TOC. */
export function remarkToc() {
  return (tree: Root, file: VFile) => {
    const flat: { id: string; value: string; depth: 2 | 3 }[] = [];
    for (const node of tree.children) {
      if (node.type === 'heading' && (node.depth === 2 || node.depth === 3)) {
        flat.push({ id: headingId(node), value: headingText(node), depth: node.depth });
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

export function nestToc(flat: { id: string; value: string; depth: 2 | 3 }[]): TocItem[] {
  const out: TocItem[] = [];
  for (const h of flat) {
    const item: TocItem = { ...h, children: [] };
    const parent = out[out.length - 1];
    if (h.depth === 3 && parent) parent.children.push(item);
    else out.push(item);
  }
  return out;
}
