import type { Root, Parent, Text } from 'mdast';
import type { VFile } from 'vfile';
import { visit, SKIP } from 'unist-util-visit';
import { admonitionKeywords } from '../admonitions/index.js';

/**
 * remark-directive reads `10:30`, `a:b` or `::` in prose as directives. Only the admonition
 * container directives are ours; every other directive goes back to the text the author wrote.
 */
export function remarkUnknownDirectives(options: { admonitions?: readonly string[] } = {}) {
  const keywords = admonitionKeywords(options.admonitions);
  return (tree: Root, file: VFile) => {
    const source = String(file.value);
    visit(tree, (node, index, parent: Parent | undefined) => {
      if (!parent || index === undefined) return;
      if (node.type !== 'textDirective' && node.type !== 'leafDirective' && node.type !== 'containerDirective') return;
      const name = (node as { name: string }).name;
      if (node.type === 'containerDirective' && keywords.has(name)) return;
      const start = node.position?.start.offset;
      const end = node.position?.end.offset;
      const raw = start !== undefined && end !== undefined ? source.slice(start, end) : `:${name}`;
      if (node.type === 'textDirective') {
        // Keep inline children rendered (a label such as `:abbr[text]` can hold emphasis) only
        // when there is no label; otherwise the raw text is the faithful rendering.
        const text: Text = { type: 'text', value: raw };
        parent.children.splice(index, 1, text as never);
        return [SKIP, index + 1];
      }
      const paragraph = { type: 'paragraph', children: [{ type: 'text', value: raw }] };
      parent.children.splice(index, 1, paragraph as never);
      return [SKIP, index + 1];
    });
    mergeAdjacentText(tree);
  };
}

/**
 * A restored directive is a text node between text nodes (`marked with `, `:lock`, `: you need`):
 * joined again, the text is what the author wrote, so later text plugins (emoji shortcodes) see
 * whole words.
 */
function mergeAdjacentText(tree: Root) {
  visit(tree, (node) => {
    const children = (node as Parent).children as (Parent['children'][number] & { value?: string })[] | undefined;
    if (!children) return;
    for (let i = children.length - 1; i > 0; i--) {
      const previous = children[i - 1]!;
      const current = children[i]!;
      if (previous.type !== 'text' || current.type !== 'text') continue;
      previous.value += current.value;
      if (previous.position && current.position) previous.position.end = current.position.end;
      children.splice(i, 1);
    }
  });
}
