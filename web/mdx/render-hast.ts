import type { ComponentType, ReactNode } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import type { HastElement, HastNode, JsonValue } from '../../common/contract';
import { LOCAL_COMPONENT_TAG } from '../../common/local-components';

/**
 * Renders the build's HAST JSON (the contract's `HastRoot`) as React elements. It does what
 * hast-util-to-jsx-runtime did for these trees, for the property names the pipeline emits, without
 * its schema tables and style parser in the first-visit bundle: arrays become space-separated
 * strings, `aria*`/`data*` properties their attribute names, `style` strings style objects, table
 * cells' `align` a `textAlign` style, and whitespace between table parts is dropped (React rejects
 * text there). `pipeline/mdx/__tests__/render-hast.test.ts` checks the output matches hast-util-to-jsx-runtime's on
 * every chunk of the real content. Nothing is evaluated; every string stays a string.
 */
export type Components = Record<string, ComponentType<never>>;

const TABLE_PARTS = new Set(['table', 'tbody', 'thead', 'tfoot', 'tr']);
const TABLE_CELLS = new Set(['td', 'th']);
/** Properties whose list values are comma-separated (property-information's list). */
const COMMA_SEPARATED = new Set(['accept', 'coords', 'exportParts', 'g1', 'g2', 'glyphName']);
/** hast property names React spells differently (property-information's `hastToReact`): in both spaces… */
const XLINK_TO_REACT: Record<string, string> = {
  xLinkActuate: 'xlinkActuate',
  xLinkArcRole: 'xlinkArcrole',
  xLinkHref: 'xlinkHref',
  xLinkRole: 'xlinkRole',
  xLinkShow: 'xlinkShow',
  xLinkTitle: 'xlinkTitle',
  xLinkType: 'xlinkType',
  xmlnsXLink: 'xmlnsXlink',
};
/** …in HTML only… */
const HTML_TO_REACT: Record<string, string> = { ...XLINK_TO_REACT, classId: 'classID', itemId: 'itemID' };
/** …and in SVG only. */
const SVG_TO_REACT: Record<string, string> = {
  ...XLINK_TO_REACT,
  dataType: 'datatype',
  strokeDashArray: 'strokeDasharray',
  strokeDashOffset: 'strokeDashoffset',
  strokeLineCap: 'strokeLinecap',
  strokeLineJoin: 'strokeLinejoin',
  strokeMiterLimit: 'strokeMiterlimit',
  typeOf: 'typeof',
};

export function renderHast(node: HastNode, components: Components, key?: string, inSvg = false): ReactNode {
  if (node.type === 'text') return node.value;
  if (node.type === 'root') return create(Fragment, {}, renderChildren({ type: 'element', tagName: '', children: node.children }, components, false), key);
  const svg = inSvg || node.tagName.toLowerCase() === 'svg';
  // Lower-case names are HTML or SVG elements: the pipeline only lets known tags through.
  const type = Object.prototype.hasOwnProperty.call(components, node.tagName) ? (components[node.tagName] as ElementType) : (node.tagName as ElementType);
  return create(type, elementProps(node, svg), renderChildren(node, components, svg), key);
}

function renderChildren(node: HastElement, components: Components, inSvg: boolean): ReactNode[] {
  const counts = new Map<string, number>();
  const out: ReactNode[] = [];
  for (const child of node.children) {
    if (child.type === 'text' && TABLE_PARTS.has(node.tagName) && /^[ \t\n\f\r]*$/.test(child.value)) continue;
    let key: string | undefined;
    if (child.type === 'element') {
      const n = counts.get(child.tagName) ?? 0;
      key = `${child.tagName}-${n}`;
      counts.set(child.tagName, n + 1);
    }
    out.push(renderHast(child, components, key, inSvg));
  }
  return out;
}

type ElementType = Parameters<typeof jsx>[0];

function create(type: ElementType, props: Record<string, unknown>, children: ReactNode[], key: string | undefined): ReactNode {
  if (children.length > 1) return jsxs(type, { ...props, children }, key);
  if (children.length === 1) return jsx(type, { ...props, children: children[0] }, key);
  return jsx(type, props, key);
}

export function elementProps(node: HastElement, inSvg = false): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  let align: string | undefined;
  // A site component's props are the data its JSX gave (a `toc`, a list of rows): only its class
  // list is a hast list; the build writes every other array as the component's own value.
  const data = node.tagName === LOCAL_COMPONENT_TAG;
  for (const [name, raw] of Object.entries(node.properties ?? {})) {
    if (name === 'children' || raw === null || (typeof raw === 'number' && Number.isNaN(raw))) continue;
    // hast lists hold strings and numbers.
    const value: JsonValue =
      Array.isArray(raw) && !(data && name !== 'className')
        ? raw.map((item) => String(item as string | number)).join(COMMA_SEPARATED.has(name) ? ', ' : ' ')
        : raw;
    if (name === 'style') {
      props.style = typeof value === 'object' && value !== null ? value : parseStyle(String(value));
      continue;
    }
    const prop = propName(name, inSvg);
    if (prop === 'align' && typeof value === 'string' && TABLE_CELLS.has(node.tagName)) align = value;
    else props[prop] = value;
  }
  if (align) props.style = { ...(props.style as object | undefined), textAlign: align };
  return props;
}

/** The React prop for a hast property name. */
export function propName(name: string, inSvg = false): string {
  const renames = inSvg ? SVG_TO_REACT : HTML_TO_REACT;
  if (Object.prototype.hasOwnProperty.call(renames, name)) return renames[name]!;
  if (/^aria[A-Z]/.test(name)) return `aria-${name.slice(4).toLowerCase()}`;
  // `dataFooBar` → `data-foo-bar`; `data-foo` stays as written.
  if (/^data[\w.:]/i.test(name) && /^data[-\w.:]+$/i.test(name) && !/-[a-z]/.test(name.slice(4))) {
    const rest = name.slice(4).replace(/[A-Z]/g, (m) => `-${m.toLowerCase()}`);
    return `data${rest.startsWith('-') ? rest : `-${rest}`}`;
  }
  return name;
}

/** A `style` attribute as React's style object: custom properties as written, others camelCased. Unparseable input gives `{}`. */
export function parseStyle(text: string): Record<string, string> {
  const style: Record<string, string> = {};
  for (const declaration of splitDeclarations(text.replace(/\/\*[\s\S]*?\*\//g, ''))) {
    const colon = declaration.indexOf(':');
    if (colon < 0) {
      if (declaration.trim()) return {};
      continue;
    }
    let name = declaration.slice(0, colon).trim();
    const value = declaration.slice(colon + 1).trim();
    if (!name || !value) continue;
    if (!name.startsWith('--')) {
      name = name.toLowerCase();
      if (name.startsWith('-ms-')) name = name.slice(1);
      name = name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    }
    style[name] = value;
  }
  return style;
}

/** Splits on `;` outside quotes and parentheses (`url("a;b")`). */
function splitDeclarations(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (c === ';' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}
