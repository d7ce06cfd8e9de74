import type { HastNode } from '../../common/contract.js';

/** Text of a HAST JSON node, for descriptions and search. */
export function plainText(node: HastNode): string {
  if (node.type === 'text') return node.value;
  return node.children.map(plainText).join('').replace(/\s+/g, ' ').trim();
}
