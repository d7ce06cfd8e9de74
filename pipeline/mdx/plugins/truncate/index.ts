import type { Root, RootContent } from 'mdast';
import type { VFile } from 'vfile';
import { remove } from 'unist-util-remove';

/**
 * Finds the blog truncate marker, `<!-- truncate -->` or `{/* truncate *\/}`, among the top-level
 * nodes and replaces it with a `truncate-marker` element that the HAST step splits on. Other HTML
 * comments are dropped here too, so they never reach the output, except inside headings, where
 * `<!-- #id -->` sets the heading's id (heading-ids takes them out).
 */
export const TRUNCATE_TAG = 'truncate-marker';

export function remarkTruncate() {
  return (tree: Root, file: VFile) => {
    let found = false;
    tree.children = tree.children.flatMap((node): RootContent[] => {
      if (isTruncateMarker(node) && !found) {
        found = true;
        return [{ type: 'paragraph', children: [], data: { hName: TRUNCATE_TAG } }];
      }
      return [node];
    });
    remove(tree, (node, _index, parent) => (node as { type: string }).type === 'comment' && parent?.type !== 'heading');
    file.data.truncated = found;
  };
}

function isTruncateMarker(node: RootContent): boolean {
  if ((node as { type: string }).type === 'comment') return String((node as { commentValue?: string }).commentValue).trim() === 'truncate';
  if (node.type === 'mdxFlowExpression') return /^\s*\/\*\s*truncate\s*\*\/\s*$/.test(node.value);
  if (node.type === 'html') return /^<!--\s*truncate\s*-->$/.test(node.value.trim());
  return false;
}
