import type { HastRoot } from '../../common/contract';

/**
 * True when the body opens with its own `# heading` (before any other element): Docusaurus then
 * shows that heading as the page title and renders no title of its own, so neither do we.
 */
export function bodyHasTitle(body: HastRoot): boolean {
  const first = body.children.find((n) => n.type === 'element' || (n.type === 'text' && n.value.trim() !== ''));
  return first?.type === 'element' && first.tagName === 'h1';
}
