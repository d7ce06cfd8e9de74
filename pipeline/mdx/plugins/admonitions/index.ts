import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { toString } from 'mdast-util-to-string';

export const ADMONITION_TYPES = new Set(['note', 'tip', 'info', 'warning', 'caution', 'danger', 'important', 'success', 'secondary']);

/**
 * `:::type[Title]` containers become `Admonition` components. `important`, `success` and
 * `secondary` are the aliases Docusaurus keeps for its v2 names (theme-classic
 * `Admonition/Types.tsx`): they look like info, tip and note but keep their own word as the
 * default label ("important", not "info"). `caution` is a type of its own (warning colours and icon,
 * labelled "caution").
 */
const ALIASES: Record<string, string> = { important: 'info', success: 'tip', secondary: 'note' };

export function remarkAdmonitions() {
  return (tree: Root) => {
    visit(tree, 'containerDirective', (node) => {
      if (!ADMONITION_TYPES.has(node.name)) return;
      let title: string | null = null;
      const first = node.children[0];
      if (first && first.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel) {
        title = toString(first);
        node.children.shift();
      }
      const type = ALIASES[node.name] ?? node.name;
      if (title === null && type !== node.name) title = node.name;
      node.data = { ...node.data, hName: 'Admonition', hProperties: title === null ? { type } : { type, title } };
    });
  };
}
