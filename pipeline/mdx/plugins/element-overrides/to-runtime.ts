import type { Element, ElementContent, Properties } from 'hast';
import { toString } from 'hast-util-to-string';
import { jsx, render, type RenderContext } from '../../evaluate/runtime.js';
import { explicitKey } from './place.js';
import { LOCAL_COMPONENT_PROP_TAG } from '../../../../common/local-components.js';
import { FENCED_BLOCK } from '../../../../docusaurus/node/evaluate/mdx-components.js';

/** What the conversion needs: the site's map, the elements it replaces and the theme's map (for `pre`/`code` the site's map lacks). */
export interface Overrides {
  /** The keyword a Markdown admonition was written with, where the theme shows it under another type (`:::important` is an `info`), by place. */
  admonitionKeywords?: ReadonlyMap<string, string>;
  map: Record<string, unknown>;
  elements: ReadonlySet<string>;
  theme: Record<string, unknown>;
  /** Elements written as JSX in the MDX (`<details>`): MDX gives them as written, not through the map. */
  explicit: ReadonlySet<string>;
  render: RenderContext;
}

/** Whether MDX wrote this element as JSX (`<details>`), not Markdown: `jsx-components` records their places. */
const isExplicit = (node: Element, o: Overrides) => o.explicit.has(explicitKey(node.position));

/**
 * The key of the map that draws this element of the page, or null. Only elements with a place in
 * the file are the page's (elements a component rendered have none). Markdown's elements go
 * through the map by their names, and so do the constructs Docusaurus draws through it: a
 * `:::note` is `admonition`, a diagram fence `mermaid`, MDX's `<details>` `Details` (Docusaurus's
 * remark step renames it; a `<details>` of an `md` file stays `details`). An HTML element written
 * as JSX is given as written, not through the map.
 */
export function mapKey(node: Element, o: Pick<Overrides, 'explicit'>): string | null {
  if (node.position === undefined) return null;
  const explicit = isExplicit(node, o as Overrides);
  if (node.tagName === 'details') return explicit ? 'Details' : 'details';
  if (explicit) return null;
  if (node.tagName === 'Admonition') return 'admonition';
  if (node.tagName === 'Mermaid') return 'mermaid';
  return node.tagName;
}

const isFencedBlock = (node: Element) => node.tagName === 'CodeBlock';

/** Whether the map replaces this element of the page. */
export function isTarget(node: ElementContent, o: Overrides): boolean {
  if (node.type !== 'element') return false;
  const key = mapKey(node, o);
  if (key === null) return false;
  if (isFencedBlock(node)) return o.elements.has('pre') || o.elements.has('code');
  return o.elements.has(key);
}

const hasTarget = (node: ElementContent, o: Overrides): boolean => isTarget(node, o) || (node.type === 'element' && node.children.some((c) => hasTarget(c, o)));

/** HAST properties as React props: `className` a string, as MDX passes it. */
function reactProps(properties: Properties): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(properties)) out[k] = k === 'className' && Array.isArray(v) ? v.join(' ') : v;
  return out;
}

/** Children as MDX gives them: one child alone, text as strings. */
function childrenValue(children: ElementContent[], o: Overrides): unknown {
  const values = children.map((c) => toRuntime(c, o));
  return values.length === 0 ? undefined : values.length === 1 ? values[0] : values;
}

/**
 * A page element as the React element MDX would create for it: the site's component for the
 * elements its map replaces, with the element's props and children (`href`, `id`, `src`; a fenced
 * block is `pre > code.language-x` with its text, as Docusaurus's MDX gives it). The rest of the
 * page stays the HAST it is: an element keeps its properties as they are and only its children are
 * converted, when one of them is replaced.
 */
export function toRuntime(node: ElementContent, o: Overrides): unknown {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element') return node;
  if (isTarget(node, o)) {
    if (isFencedBlock(node)) return fencedBlock(node, o);
    const key = mapKey(node, o)!;
    if (key === 'admonition') return admonition(node, o);
    return jsx(o.map[key], { ...reactProps(node.properties), children: childrenValue(node.children, o) });
  }
  if (!node.children.some((c) => hasTarget(c, o))) return node;
  const keep = (props: { children?: unknown }): Element => ({ ...node, children: render(props.children, o.render) });
  return jsx(keep, { ...reactProps(node.properties), children: childrenValue(node.children, o) });
}

/**
 * The site's admonition with Docusaurus's props: `type` the keyword written (`important`, which this
 * theme's element carries as an `info` titled "important"), `title` the label when there is one: its
 * text, or its Markdown drawn (a `LocalComponentProp` child named `title`, from `plugins/admonitions`).
 */
function admonition(node: Element, o: Overrides): unknown {
  const keyword = o.admonitionKeywords?.get(explicitKey(node.position));
  const label = node.children.find((c): c is Element => c.type === 'element' && c.tagName === LOCAL_COMPONENT_PROP_TAG && c.properties.name === 'title');
  const title = label ? childrenValue(label.children, o) : node.properties.title;
  const type = keyword ?? node.properties.type;
  const props = title === undefined || title === keyword ? { type } : { type, title };
  return jsx(o.map.admonition, { ...props, children: childrenValue(label ? node.children.filter((c) => c !== label) : node.children, o) });
}

function fencedBlock(node: Element, o: Overrides): unknown {
  const language = typeof node.properties.language === 'string' ? node.properties.language : 'text';
  // Docusaurus's code element: its text with the line end MDX gives it, `language-x` when the fence names one.
  const code = `${toString(node).replace(/\n$/, '')}\n`;
  const className = language === 'text' ? undefined : `language-${language}`;
  const codeElement = jsx(o.map.code ?? o.theme.code, { className, children: code, [FENCED_BLOCK]: { node, className, code } });
  return jsx(o.map.pre ?? o.theme.pre, { children: codeElement });
}
