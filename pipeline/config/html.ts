import { fromHtml } from 'hast-util-from-html';
import type { Nodes as HNodes } from 'hast';
import type { HastNode, HastRoot, JsonValue } from '../../common/contract.js';

/** Elements that could run code, load a document or restyle the page: dropped with their content. */
export const DROPPED = new Set(['script', 'style', 'iframe', 'object', 'embed', 'frame', 'frameset', 'base', 'meta', 'link', 'template', 'noscript', 'form']);
export const URL_PROPS = new Set(['href', 'src', 'action', 'formAction', 'xLinkHref', 'poster']);

/**
 * An HTML string from a site config (footer copyright, announcement, navbar `html` items) as the
 * contract's HAST JSON, parsed at build time so the browser never injects markup: script-capable
 * elements, `on*` handlers and `javascript:`/`data:` URLs are dropped. `dropped` names what went,
 * so the build can say so.
 */
export function htmlToHast(html: string, mapHref: (href: string) => string = (h) => h): { root: HastRoot; dropped: string[] } {
  const dropped: string[] = [];
  const convert = (node: HNodes): HastNode | null => {
    if (node.type === 'text') return { type: 'text', value: node.value };
    if (node.type === 'root') return { type: 'root', children: node.children.map(convert).filter((n): n is HastNode => n !== null) };
    if (node.type !== 'element') return null; // comments, doctypes
    if (DROPPED.has(node.tagName)) {
      dropped.push(`<${node.tagName}>`);
      return null;
    }
    const properties: Record<string, JsonValue> = {};
    for (const [key, value] of Object.entries(node.properties ?? {})) {
      if (/^on/i.test(key)) {
        dropped.push(`${key} attribute`);
        continue;
      }
      if (value === undefined || value === null) continue;
      if (URL_PROPS.has(key) && typeof value === 'string' && /^\s*(?:javascript|vbscript|data):/i.test(value)) {
        dropped.push(`${key}="${value.slice(0, 20)}…"`);
        continue;
      }
      if (key === 'href' && typeof value === 'string') {
        properties[key] = mapHref(value);
        continue;
      }
      properties[key] = Array.isArray(value) ? value.map((v) => (typeof v === 'number' ? v : String(v))) : value;
    }
    return {
      type: 'element',
      tagName: node.tagName,
      ...(Object.keys(properties).length > 0 ? { properties } : {}),
      children: node.children.map((c) => convert(c as HNodes)).filter((n): n is HastNode => n !== null),
    };
  };
  const root = convert(fromHtml(html, { fragment: true })) as HastRoot;
  return { root, dropped };
}
