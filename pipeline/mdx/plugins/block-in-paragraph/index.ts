import type { Root, Paragraph, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';

/**
 * HTML elements a paragraph cannot hold (HTML's `<p>` takes phrasing content only). In MDX, a line
 * such as `<p class="note"><i>Text</i></p>` is text, so it becomes a paragraph holding a `<p>`; the
 * browser closes the outer paragraph when it meets the inner one, and React's hydration of the
 * page then finds other elements than it rendered and renders the page again. Docusaurus writes
 * the nested paragraph as MDX gives it.
 */
const BLOCK = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'details',
  'dialog',
  'div',
  'dl',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hgroup',
  'hr',
  'main',
  'menu',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'ul',
]);

const blank = (node: RootContent) => node.type === 'text' && node.value.trim() === '';

/**
 * A paragraph whose only content is one HTML block element (`<p>`, `<div>`, `<ul>`, ...) written as
 * JSX becomes that element: what the browser's parser makes of it, so the page hydrates as it was
 * rendered. A paragraph with other content beside the element is left as written.
 */
export function remarkBlockInParagraph() {
  return (tree: Root) => {
    visit(tree, 'paragraph', (node: Paragraph, index, parent) => {
      if (!parent || index === undefined) return;
      const content = node.children.filter((c) => !blank(c));
      const only = content.length === 1 ? content[0] : undefined;
      if (only?.type !== 'mdxJsxTextElement' || !only.name || !BLOCK.has(only.name)) return;
      const element: MdxJsxTextElement = only;
      const flow: MdxJsxFlowElement = {
        type: 'mdxJsxFlowElement',
        name: element.name,
        attributes: element.attributes,
        children: element.children as MdxJsxFlowElement['children'],
        ...(element.position ? { position: element.position } : {}),
        ...(element.data ? { data: element.data } : {}),
      };
      (parent.children as RootContent[])[index] = flow;
    });
  };
}
