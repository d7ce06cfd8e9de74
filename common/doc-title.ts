import type { DocChunk, HastElement, HastNode, HastRoot } from './contract';

/** The element the body opens with (before any other element or text), when it is its own `# heading`. */
function leadingHeading(body: HastRoot): HastElement | null {
  const first = body.children.find((n) => n.type === 'element' || (n.type === 'text' && n.value.trim() !== ''));
  return first?.type === 'element' && first.tagName === 'h1' ? first : null;
}

/**
 * True when the body opens with its own `# heading` (before any other element): Docusaurus then
 * shows that heading as the page title and renders no title of its own, so neither do we.
 */
export const bodyHasTitle = (body: HastRoot): boolean => leadingHeading(body) !== null;

/**
 * Whether a doc page draws its title above the body (theme-classic's `DocItem/Content`): when the
 * body has no `# heading` of its own and the front matter does not say `hide_title`.
 */
export const showsTitle = (chunk: Pick<DocChunk, 'body' | 'frontMatter'>): boolean => !chunk.frontMatter?.hide_title && !bodyHasTitle(chunk.body);

const text = (node: HastNode): string => (node.type === 'text' ? node.value : 'children' in node ? node.children.map(text).join('') : '');

/** Docusaurus's `contentTitle`: the text of the body's own `# heading`, undefined when it has none. */
export function contentTitle(body: HastRoot): string | undefined {
  const heading = leadingHeading(body);
  return heading ? text(heading) : undefined;
}
