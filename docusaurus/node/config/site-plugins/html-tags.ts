import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import type { Element } from 'hast';
import type { PluginHtmlTag } from './types.js';

/**
 * Docusaurus's `HtmlTags` (what `injectHtmlTags` returns in `headTags`, `preBodyTags`,
 * `postBodyTags`): a string of HTML, a `{ tagName, attributes, innerHTML }` object, or a list of
 * either. Both become this project's head-tag shape; a string is parsed at build time (never
 * injected as HTML), each element its own tag, its content kept as `innerHTML` so the head-tag
 * rules (`config/load.ts` `headOf`) judge a script or a style as they judge the config's own.
 */
export function htmlTagsOf(value: unknown): PluginHtmlTag[] {
  const items = Array.isArray(value) ? (value as unknown[]) : value === undefined || value === null ? [] : [value];
  return items.flatMap((item): PluginHtmlTag[] => {
    if (typeof item === 'string') return parsedTags(item);
    if (!item || typeof item !== 'object') return [];
    const o = item as { tagName?: unknown; attributes?: unknown; innerHTML?: unknown };
    if (typeof o.tagName !== 'string') return [];
    const attributes: PluginHtmlTag['attributes'] = {};
    for (const [k, v] of Object.entries((o.attributes ?? {}) as Record<string, unknown>)) {
      // Docusaurus writes `true` as a bare attribute and leaves `false`/undefined out.
      if (v === true) attributes[k] = true;
      else if (typeof v === 'string' || typeof v === 'number') attributes[k] = String(v);
    }
    return [{ tagName: o.tagName, attributes, ...(typeof o.innerHTML === 'string' && o.innerHTML ? { innerHTML: o.innerHTML } : {}) }];
  });
}

function parsedTags(text: string): PluginHtmlTag[] {
  const root = fromHtml(text, { fragment: true });
  return root.children
    .filter((n): n is Element => n.type === 'element')
    .map((el) => {
      const attributes: PluginHtmlTag['attributes'] = {};
      for (const [prop, v] of Object.entries(el.properties ?? {})) {
        const name = attributeName(prop);
        if (v === true) attributes[name] = true;
        else if (Array.isArray(v)) attributes[name] = v.join(' ');
        else if (v !== false && v !== undefined && v !== null) attributes[name] = String(v);
      }
      const innerHTML = toHtml(el.children);
      return { tagName: el.tagName, attributes, ...(innerHTML ? { innerHTML } : {}) };
    });
}

/** A HAST property name as the HTML attribute it came from (`className` → `class`, `dataFoo` → `data-foo`, `crossOrigin` → `crossorigin`). */
function attributeName(prop: string): string {
  const special: Record<string, string> = { className: 'class', htmlFor: 'for', httpEquiv: 'http-equiv', acceptCharset: 'accept-charset' };
  if (special[prop]) return special[prop];
  if (/^(?:data|aria)[A-Z]/.test(prop)) return prop.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  return prop.toLowerCase();
}
