import type { Heading, PhrasingContent, Root } from 'mdast';
import type { VFile } from 'vfile';
import { toString } from 'mdast-util-to-string';
import type { TocItem, TocPart } from '../../../../common/contract.js';
import { visit } from 'unist-util-visit';
import { headingId } from '../heading-ids/index.js';
import { markdownImports } from '../partials/index.js';

type Depth = TocItem['depth'];

/**
 * Collects h2–h6 headings (top level only, as Docusaurus does) into a nested TOC, with the TOC of
 * each imported Markdown file its element names. Which levels a
 * page shows is chosen later (`filterToc`): MDX reading `toc` sees them all, as in Docusaurus.
 */
export function remarkToc(options: TocOptions = {}) {
  return (tree: Root, file: VFile) => {
    const flat: FlatTocItem[] = [];
    const partials = options.partials && options.absolutePath && options.contentRoot ? markdownImports(tree, options.absolutePath, options.contentRoot) : null;
    visit(tree, (node, _index, parent) => {
      if (node.type === 'heading' && parent === tree && node.depth >= 2) {
        const { parts, marked } = headingParts(node);
        flat.push({ id: headingId(node), value: textOf(parts), ...(marked ? { marks: parts } : {}), depth: node.depth as Depth });
      } else if (node.type === 'mdxJsxFlowElement' && partials?.has(node.name ?? '')) {
        // Docusaurus's TOC takes an imported Markdown file's own TOC where its element stands
        // (mdx-loader remark/toc: `...__tocPartial`), for flow elements at any depth.
        const path = partials.get(node.name!)!;
        // The page is made from this file too: the build cache and dev mode recompile it when it changes.
        ((file.data.partials as string[] | undefined) ??= []).push(path);
        flat.push(...options.partials!(path));
      }
    });
    file.data.toc = nestToc(flat);
  };
}

export interface TocOptions {
  absolutePath?: string;
  contentRoot?: string;
  /** The TOC of an imported Markdown file (absolute path), flat, as its own compile makes it. */
  partials?: (path: string) => FlatTocItem[];
}

export type FlatTocItem = Omit<TocItem, 'children'>;
type Flat = FlatTocItem;

/** The nested TOC back to its headings in order. */
export function flattenToc(items: TocItem[]): FlatTocItem[] {
  return items.flatMap(({ children, ...item }) => [item, ...flattenToc(children)]);
}

const MARKS = { inlineCode: 'code', emphasis: 'em', strong: 'strong', delete: 'del' } as const;

/**
 * The heading as a reader sees it, with its inline code and emphasis as Docusaurus's TOC value
 * keeps them (a link gives its text, anything else its plain text; an expression that holds only a
 * comment renders nothing); `marked` when it has any.
 */
function headingParts(node: Heading): { parts: TocPart[]; marked: boolean } {
  let marked = false;
  const parts = (children: PhrasingContent[]): TocPart[] => {
    const out: TocPart[] = [];
    const push = (p: TocPart) => {
      const last = out[out.length - 1];
      if (typeof p === 'string' && typeof last === 'string') out[out.length - 1] = last + p;
      else if (p !== '') out.push(p);
    };
    for (const child of children) {
      const estree = (child as { data?: { estree?: { body: unknown[] } } }).data?.estree;
      if (child.type === 'mdxTextExpression' && estree && estree.body.length === 0) continue;
      if (child.type === 'inlineCode') {
        marked = true;
        push({ tag: 'code', children: [child.value] });
      } else if (child.type === 'emphasis' || child.type === 'strong' || child.type === 'delete') {
        marked = true;
        push({ tag: MARKS[child.type], children: parts(child.children) });
      } else if (child.type === 'link') for (const p of parts(child.children)) push(p);
      else push(toString(child));
    }
    return out;
  };
  const out = parts(node.children);
  return { parts: out, marked };
}

const textOf = (parts: TocPart[]): string => parts.map((p) => (typeof p === 'string' ? p : textOf(p.children))).join('');

/** Each heading goes under the nearest heading before it of a higher level (Docusaurus's treeifyTOC). */
export function nestToc(flat: Flat[]): TocItem[] {
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
