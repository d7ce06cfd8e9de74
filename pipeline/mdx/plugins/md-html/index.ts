import type { Root, Element, ElementContent, RootContent } from 'hast';
import type { VFile } from 'vfile';
import rehypeRaw from 'rehype-raw';
import { DROPPED, URL_PROPS } from '../../../config/html.js';
import { reportWarning } from '../../errors.js';

/**
 * HTML in a CommonMark file (`format: md`). Docusaurus parses such files with `@mdx-js/mdx` in
 * its `md` format and runs `rehype-raw`, so `<b>`, `<details>` and other HTML in them render as
 * HTML. The same here, then made safe as the config's HTML is (`config/html.ts`): script-capable
 * elements are dropped with their content, `on*` handlers and `javascript:` URLs removed, each
 * named in a warning at its line.
 */
export function rehypeMdHtml() {
  const raw = rehypeRaw({ passThrough: [COMPONENT] });
  return (tree: Root, file: VFile) => {
    setComponentType(tree, COMPONENT);
    const parsed = raw(tree, file);
    setComponentType(parsed, 'element');
    clean(parsed, file);
    return parsed;
  };
}

/**
 * The node type the theme's components (Admonition, CodeBlock, Mermaid, Tabs: element names with
 * a capital) carry through rehype-raw. As elements, they would go through the HTML parser, which
 * knows no such names and writes them in lower case, with each property made an attribute
 * string: an admonition or a diagram in a CommonMark file would not render. rehype-raw passes
 * nodes of a type it is given through as they are, and its raw HTML inside them is parsed too.
 * Docusaurus does the same with the MDX nodes its plugins make.
 */
const COMPONENT = 'mdComponent';

function setComponentType(parent: Root | Element, type: 'element' | typeof COMPONENT) {
  for (const node of parent.children) {
    const n = node as unknown as { type: string; tagName?: string; children?: unknown };
    if ((n.type === 'element' || n.type === COMPONENT) && typeof n.tagName === 'string' && /[A-Z]/.test(n.tagName)) n.type = type;
    if (Array.isArray(n.children)) setComponentType(node as Element, type);
  }
}

function clean(parent: Root | Element, file: VFile) {
  parent.children = parent.children.filter((node: RootContent | ElementContent) => {
    if (node.type === 'comment' || node.type === 'doctype') return false;
    if (node.type !== 'element') return true;
    if (DROPPED.has(node.tagName)) {
      warn(file, node, `HTML <${node.tagName}> is dropped: pages here run no inline code or embedded documents (the CSP forbids them)`);
      return false;
    }
    for (const [key, value] of Object.entries(node.properties)) {
      const unsafeUrl = URL_PROPS.has(key) && typeof value === 'string' && /^\s*(?:javascript|vbscript|data):/i.test(value);
      if (/^on/i.test(key) || unsafeUrl) {
        warn(file, node, `HTML attribute ${key} on <${node.tagName}> is dropped: it would run code`);
        delete node.properties[key];
      }
    }
    clean(node, file);
    return true;
  });
}

function warn(file: VFile, node: Element, message: string) {
  reportWarning(file, node, message);
}
