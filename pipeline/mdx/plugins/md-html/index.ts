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
  const raw = rehypeRaw();
  return (tree: Root, file: VFile) => {
    const parsed = raw(tree, file);
    clean(parsed, file);
    return parsed;
  };
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
