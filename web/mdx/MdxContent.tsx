import { memo } from 'react';
import type { HastNode, HastRoot } from '../../common/contract';
import { components } from './components';
import { renderHast } from './render-hast';

/**
 * Renders the build's HAST JSON with React. Nothing is evaluated: component elements map to the
 * registry, every string stays a string. Each top-level block is a memoised part of its own: after
 * a save in `npm run dev` the route query hands over a body whose unchanged blocks are the previous
 * objects (structural sharing; the JSON has no positions, so an edit does not touch the blocks
 * around it), and only the blocks that changed render again. The HTML is the same either way.
 */
export const MdxContent = memo(function MdxContent({ tree }: { tree: HastRoot }) {
  // A production navigation shows another page's body, which shares no blocks with the last one:
  // there the body renders in one piece, and the first visit does not carry the blocks' code.
  if (!import.meta.env.DEV) return renderHast(tree, components);
  return (
    <>
      {blockKeys(tree.children).map(([key, node]) => (
        <Block key={key} node={node} />
      ))}
    </>
  );
});

const Block = memo(function Block({ node }: { node: HastNode }) {
  return renderHast(node, components);
});

/** The blocks with the keys `renderHast` gives siblings (`<tag>-<n>` for the n-th element of a tag), text by position. */
export function blockKeys(nodes: HastNode[]): [string, HastNode][] {
  const counts = new Map<string, number>();
  return nodes.map((node, i) => {
    if (node.type !== 'element') return [`#${i}`, node];
    const n = counts.get(node.tagName) ?? 0;
    counts.set(node.tagName, n + 1);
    return [`${node.tagName}-${n}`, node];
  });
}
