import type { Element, ElementContent, Properties } from 'hast';
import type { Position } from 'unist';
import { toString } from 'hast-util-to-string';
import { jsx, render, type RenderContext } from '../../evaluate/runtime.js';
import { FENCED_BLOCK } from '../../../../docusaurus/node/evaluate/mdx-components.js';

/** What the conversion needs: the site's map, the elements it replaces and the theme's map (for `pre`/`code` the site's map lacks). */
export interface Overrides {
  map: Record<string, unknown>;
  elements: ReadonlySet<string>;
  theme: Record<string, unknown>;
  /** Elements written as JSX in the MDX (`<details>`): MDX gives them as written, not through the map. */
  explicit: ReadonlySet<string>;
  render: RenderContext;
}

/** The key `jsx-components` records an explicit JSX element under: its place in the file. */
export const explicitKey = (position: Position | undefined) => (position ? `${position.start.offset}-${position.end.offset}` : '');

/**
 * An element the page's Markdown made (a HAST node with a place in the file, not written as JSX):
 * MDX creates these through the components map. Elements a component rendered have no place.
 */
function fromMarkdown(node: Element, o: Overrides): boolean {
  return node.position !== undefined && !o.explicit.has(explicitKey(node.position));
}

const isFencedBlock = (node: Element) => node.tagName === 'CodeBlock';

/** Whether the map replaces this element of the page. */
export function isTarget(node: ElementContent, o: Overrides): boolean {
  if (node.type !== 'element' || !fromMarkdown(node, o)) return false;
  if (isFencedBlock(node)) return o.elements.has('pre') || o.elements.has('code');
  return o.elements.has(node.tagName);
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
    return jsx(o.map[node.tagName], { ...reactProps(node.properties), children: childrenValue(node.children, o) });
  }
  if (!node.children.some((c) => hasTarget(c, o))) return node;
  const keep = (props: { children?: unknown }): Element => ({ ...node, children: render(props.children, o.render) });
  return jsx(keep, { ...reactProps(node.properties), children: childrenValue(node.children, o) });
}

function fencedBlock(node: Element, o: Overrides): unknown {
  const language = typeof node.properties.language === 'string' ? node.properties.language : 'text';
  // Docusaurus's code element: its text with the line end MDX gives it, `language-x` when the fence names one.
  const code = `${toString(node).replace(/\n$/, '')}\n`;
  const className = language === 'text' ? undefined : `language-${language}`;
  const codeElement = jsx(o.map.code ?? o.theme.code, { className, children: code, [FENCED_BLOCK]: { node, className, code } });
  return jsx(o.map.pre ?? o.theme.pre, { children: codeElement });
}
