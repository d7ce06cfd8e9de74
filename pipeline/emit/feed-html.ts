/**
 * A post's HAST JSON as plain HTML for feed readers (built in Node at build time; feed readers get
 * XML/JSON, never this site's scripts). Components become their nearest plain-HTML equivalent and
 * site-relative URLs become absolute, because a feed is read away from the site.
 */
import { toHtml } from 'hast-util-to-html';
import type { Element, ElementContent, Properties, Root } from 'hast';
import type { HastElement, HastNode, HastRoot, JsonValue } from '../../common/contract.js';
import { absoluteUrl } from '../../common/url.js';

export function feedHtml(tree: HastRoot, siteUrl: string): string {
  const root: Root = { type: 'root', children: tree.children.flatMap((n) => convert(n, siteUrl)) };
  return toHtml(root);
}

function convert(node: HastNode, siteUrl: string): ElementContent[] {
  if (node.type === 'text') return [{ type: 'text', value: node.value }];
  if (node.type === 'root') return node.children.flatMap((n) => convert(n, siteUrl));
  const children = () => node.children.flatMap((n) => convert(n, siteUrl));
  const el = (tagName: string, props: Properties, kids: ElementContent[]): Element => ({ type: 'element', tagName, properties: props, children: kids });
  const text = (value: string): ElementContent => ({ type: 'text', value });
  const prop = (name: string) => node.properties?.[name];
  switch (node.tagName) {
    case 'CodeBlock':
    case 'Tabs':
      return children();
    case 'TabItem': {
      const label = prop('label') ?? prop('value');
      return [...(typeof label === 'string' ? [el('p', {}, [el('strong', {}, [text(label)])])] : []), ...children()];
    }
    case 'Admonition': {
      const type = typeof prop('type') === 'string' ? (prop('type') as string) : 'note';
      const title = typeof prop('title') === 'string' ? (prop('title') as string) : type.charAt(0).toUpperCase() + type.slice(1);
      return [el('blockquote', {}, [el('p', {}, [el('strong', {}, [text(title)])]), ...children()])];
    }
    case 'Mermaid':
      return [el('pre', {}, [el('code', { className: ['language-mermaid'] }, [text(typeof prop('value') === 'string' ? (prop('value') as string) : '')])])];
  }
  // Any other component: keep its content.
  if (/^[A-Z]/.test(node.tagName)) return children();
  return [el(node.tagName, properties(node, siteUrl), children())];
}

/** Plain attributes only; Shiki's CSS-variable styles mean nothing in a feed reader. */
function properties(node: HastElement, siteUrl: string): Properties {
  const out: Properties = {};
  for (const [key, value] of Object.entries(node.properties ?? {})) {
    if (key === 'style') continue;
    const v = primitive(value);
    if (v === undefined) continue;
    out[key] = (key === 'href' || key === 'src') && typeof v === 'string' ? absoluteUrl(v, siteUrl) : v;
  }
  return out;
}

function primitive(value: JsonValue): string | number | boolean | (string | number)[] | undefined {
  if (value === null) return undefined;
  if (Array.isArray(value)) return value.every((v) => typeof v === 'string' || typeof v === 'number') ? value : undefined;
  if (typeof value === 'object') return undefined;
  return value;
}
