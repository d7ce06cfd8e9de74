import type { HastNode, HastRoot } from './contract.js';

function text(node: HastNode): string {
  return node.type === 'text' ? node.value : 'children' in node ? node.children.map(text).join('') : '';
}

/**
 * Docusaurus's `contentTitle`: the text of the body's own `# heading` (its first element, before any
 * other text), undefined when it has none (`web/pages/doc-title.ts` draws the page's title then).
 */
export function contentTitle(body: HastRoot): string | undefined {
  const first = body.children.find((n) => n.type === 'element' || (n.type === 'text' && n.value.trim() !== ''));
  return first?.type === 'element' && first.tagName === 'h1' ? text(first) : undefined;
}
