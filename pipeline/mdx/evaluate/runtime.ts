import type { Element, ElementContent, Properties } from 'hast';
import { toHastProperties } from './properties.js';
import { LOCAL_COMPONENT_PROP_TAG, LOCAL_COMPONENT_TAG } from '../../../common/local-components.js';

/**
 * The JSX runtime content runs with at build time. `jsx()` makes element descriptors as React
 * does; `render()` turns them into HAST, calling components top-down (so context providers,
 * `props.children` inspection and `Children.map` behave as in React). What only a browser can do
 * (state and effect hooks, event handlers) throws {@link NeedsBrowser}; the nearest component the
 * MDX itself names then becomes a `LocalComponent` the SPA loads lazily.
 */

export const ELEMENT = Symbol.for('react.transitional.element');
export const FRAGMENT = Symbol.for('react.fragment');

export interface RuntimeElement {
  $$typeof: typeof ELEMENT;
  type: unknown;
  props: Record<string, unknown>;
  key: string | null;
}

/** A component the theme renders in the browser (`Tabs`, `Link`, ...): its HAST element name. */
export interface BuiltinComponent {
  (props: Record<string, unknown>): never;
  hastName: string;
}

/** Something only a browser can run was reached while rendering at build time. */
export class NeedsBrowser extends Error {
  constructor(readonly what: string) {
    super(`${what} runs only in the browser`);
  }
}

/** JSX inside a theme component's data prop (`values={[{ label: <b>A</b> }]}`), which cannot reach it: the content's error, not a throw of its code. */
export class JsxInData extends Error {}

export interface RenderContext {
  /** Component function → registry key, for the components the MDX file names. */
  locals: Map<unknown, string>;
  /** Registry keys rendered as `LocalComponent` (the SPA must bundle them). */
  usedLocals: Set<string>;
}

export function isElement(value: unknown): value is RuntimeElement {
  return typeof value === 'object' && value !== null && (value as { $$typeof?: unknown }).$$typeof === ELEMENT;
}

export function jsx(type: unknown, props: Record<string, unknown> | null, key?: unknown): RuntimeElement {
  return { $$typeof: ELEMENT, type, props: props ?? {}, key: key === undefined || key === null ? null : typeof key === 'string' ? key : JSON.stringify(key) };
}

/** React.createElement: children as arguments. */
export function createElement(type: unknown, config: Record<string, unknown> | null, ...children: unknown[]): RuntimeElement {
  const { key, ref: _ref, ...props } = config ?? {};
  if (children.length === 1) props.children = children[0];
  else if (children.length > 1) props.children = children;
  const defaults = typeof type === 'function' ? (type as unknown as { defaultProps?: Record<string, unknown> }).defaultProps : undefined;
  for (const [k, v] of Object.entries(defaults ?? {})) if (props[k] === undefined) props[k] = v;
  return jsx(type, props, key);
}

/** The theme's components by their HAST element name: one function per name, so a child written as one is that component. */
const BUILTINS = new Map<string, BuiltinComponent>();

export function builtin(hastName: string): BuiltinComponent {
  const known = BUILTINS.get(hastName);
  if (known) return known;
  const component = (() => {
    throw new Error(`<${hastName}> is rendered by the theme, not called`);
  }) as unknown as BuiltinComponent;
  component.hastName = hastName;
  Object.defineProperty(component, 'name', { value: hastName });
  BUILTINS.set(hastName, component);
  return component;
}

/**
 * A component's children as React gives them: the theme's components written in its Markdown
 * children (already HAST, the walk converts children first) back as elements of those components,
 * with their props. A component that looks at its children (theme-common's `useTabs` keeps only
 * elements with a \`value\` prop: \`<TabItem>\`) sees what it would on Docusaurus; rendered, they are
 * the same HAST again (their properties are HAST properties already).
 */
function asElements(children: unknown): unknown {
  if (Array.isArray(children)) return children.map(asElements);
  if (children === null || typeof children !== 'object' || isElement(children)) return children;
  const node = children as { type?: unknown; tagName?: unknown; properties?: Record<string, unknown>; children?: unknown[] };
  const component = node.type === 'element' && typeof node.tagName === 'string' ? BUILTINS.get(node.tagName) : undefined;
  if (!component) return children;
  const inner = node.children ?? [];
  return jsx(component, { ...node.properties, ...(inner.length > 0 ? { children: asElements(inner.length === 1 ? inner[0] : inner) } : {}) });
}

/** A context made with `createContext`; its provider's value is visible while rendering below it. */
export interface RuntimeContext {
  $$context: true;
  defaultValue: unknown;
  stack: unknown[];
  Provider: unknown;
  Consumer: unknown;
}

export function createContext(defaultValue: unknown): RuntimeContext {
  const context = { $$context: true, defaultValue, stack: [] } as unknown as RuntimeContext;
  context.Provider = { $$provider: context };
  context.Consumer = ({ children }: { children: (v: unknown) => unknown }) => children(readContext(context));
  return context;
}

/** Contexts read while no provider gives them and whose default is empty, during the component call being made (`callComponent`). */
let unprovidedReads: RuntimeContext[] = [];

export function readContext(context: RuntimeContext): unknown {
  if (context.stack.length > 0) return context.stack[context.stack.length - 1];
  if (context.defaultValue === null || context.defaultValue === undefined) unprovidedReads.push(context);
  return context.defaultValue;
}

/** Renders a value (elements, strings, arrays, HAST already made) to HAST nodes. */
export function render(value: unknown, ctx: RenderContext): ElementContent[] {
  if (value === null || value === undefined || typeof value === 'boolean') return [];
  if (typeof value === 'string') return value === '' ? [] : [{ type: 'text', value }];
  if (typeof value === 'number' || typeof value === 'bigint') return [{ type: 'text', value: String(value) }];
  if (Array.isArray(value)) return value.flatMap((v) => render(v, ctx));
  if (isHast(value)) return (value as { type: string }).type === 'root' ? (value as unknown as { children: ElementContent[] }).children : [value];
  if (!isElement(value)) {
    if (typeof value === 'function') throw new Error('Functions are not valid as a React child: call it or render it as <Component />');
    if (typeof (value as Iterable<unknown>)[Symbol.iterator] === 'function') return render([...(value as Iterable<unknown>)], ctx);
    throw new Error(`Objects are not valid as a React child (found: object with keys {${Object.keys(value).join(', ')}})`);
  }
  const { type, props } = value;
  if (type === FRAGMENT) return render(props.children, ctx);
  if (typeof type === 'string') return [intrinsic(type, props, ctx)];
  if (typeof type === 'function' && 'hastName' in type) {
    const { children, ...rest } = props;
    const { hastName } = type as BuiltinComponent;
    // A JSX prop (`title={<>A <code>b</code></>}`) is drawn by the theme component, as on Docusaurus.
    const { data, propElements } = splitJsxProps(rest, ctx, hastName, false);
    return [{ type: 'element', tagName: hastName, properties: dataProps(data, hastName), children: [...propElements, ...render(children, ctx)] }];
  }
  if (typeof type === 'object' && type !== null && '$$provider' in type) {
    const context = (type as { $$provider: RuntimeContext }).$$provider;
    context.stack.push(props.value);
    try {
      return render(props.children, ctx);
    } finally {
      context.stack.pop();
    }
  }
  if (typeof type === 'object' && type !== null && '$$context' in type)
    return render((props.children as (v: unknown) => unknown)(readContext(type as RuntimeContext)), ctx);
  if (typeof type === 'object' && type !== null && 'render' in type)
    return render((type as { render: (p: unknown, r: null) => unknown }).render(props, null), ctx);
  if (typeof type === 'object' && type !== null && 'type' in type) return render({ ...value, type: type.type }, ctx); // memo()
  if (typeof type !== 'function')
    throw new Error(
      `Element type is invalid: expected a string or a component but got ${type === undefined ? 'undefined (a missing import or export?)' : typeof type}`,
    );
  const key = ctx.locals.get(type);
  const given = props.children === undefined ? props : { ...props, children: asElements(props.children) };
  if (key === undefined) return render(callComponent(type as never, given), ctx);
  try {
    return render(callComponent(type as never, given), ctx);
  } catch (error) {
    if (!(error instanceof NeedsBrowser)) throw error;
    ctx.usedLocals.add(key);
    const { children, ...rest } = props;
    const { data, propElements } = splitJsxProps(rest, ctx, type.name, true);
    return [
      {
        type: 'element',
        tagName: LOCAL_COMPONENT_TAG,
        properties: { component: key, ...dataProps(data, type.name) },
        children: [...propElements, ...render(children, ctx)],
      },
    ];
  }
}

/**
 * The props of a component element the browser draws, split for the JSON tree (which holds data
 * only): the data, and each JSX value (an element, or a list of elements and text) rendered now
 * into a `LocalComponentProp` child named by its prop (`common/local-components.ts`), which the
 * SPA hands back to the component as that prop. With `nested` (a site component's props, kept as
 * written), a JSX value inside a data prop (an object's field, a list's item) is one too, named
 * by its path (`legend.label`, `rows.0.title`); a theme component's lists reach it as HAST lists,
 * so there it is an error naming the prop.
 */
export function splitJsxProps(
  props: Record<string, unknown>,
  ctx: RenderContext,
  name: string,
  nested: boolean,
): { data: Record<string, unknown>; propElements: Element[] } {
  const found: { path: string[]; value: unknown }[] = [];
  const data: Record<string, unknown> = {};
  for (const [prop, value] of Object.entries(props)) {
    const inner = withoutJsx(value, [prop], found);
    if (inner !== undefined) data[prop] = inner;
  }
  const propElements = found.map(({ path, value }): Element => {
    if (path.length > 1 && !nested)
      throw new JsxInData(
        `JSX inside the data of \`${path[0]}\` on <${name}> (at \`${path.join('.')}\`) cannot reach the theme component, which gets JSX only as a whole prop (a tab's label: \`<TabItem label={<b>…</b>}>\`): write it so, or draw the JSX in a component of the site's`,
      );
    const dotted = path.slice(1).find((key) => key.includes('.'));
    if (dotted !== undefined)
      throw new Error(`the prop \`${path[0]}\` of <${name}> holds JSX under the key \`${dotted}\`, whose dot cannot name its place: rename the key`);
    return { type: 'element', tagName: LOCAL_COMPONENT_PROP_TAG, properties: { name: path.join('.') }, children: render(value, ctx) };
  });
  return { data, propElements };
}

/** A data value with its JSX values (at any depth of plain objects and lists) taken out into `found`; the rest copied. */
function withoutJsx(value: unknown, path: string[], found: { path: string[]; value: unknown }[]): unknown {
  if (value === null || typeof value !== 'object' || isHast(value)) return value;
  if (isNodeValue(value)) {
    found.push({ path, value });
    return undefined;
  }
  if (Array.isArray(value)) return value.map((item, i) => withoutJsx(item, [...path, String(i)], found));
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutJsx(item, [...path, key], found)]));
}

/** A prop value React would render as nodes: an element, or a list of elements and text. */
function isNodeValue(value: unknown): boolean {
  if (isElement(value)) return true;
  return (
    Array.isArray(value) &&
    value.some(isElement) &&
    value.every((v) => v === null || isElement(v) || ['string', 'number', 'boolean', 'undefined'].includes(typeof v))
  );
}

function callComponent(type: (p: unknown) => unknown, props: Record<string, unknown>): unknown {
  // Class components keep state in instances: they render in the browser.
  if ((type as { prototype?: { isReactComponent?: unknown } }).prototype?.isReactComponent) throw new NeedsBrowser(`class component <${type.name}>`);
  const outer = unprovidedReads;
  unprovidedReads = [];
  try {
    return type(props);
  } catch (error) {
    // @docusaurus/theme-common's hooks throw this outside their provider: the providers (colour
    // mode, doc, sidebar, ...) wrap components in the browser, so that is where such a component renders.
    if ((error as { name?: unknown } | null)?.name === 'ReactContextError')
      throw new NeedsBrowser(`<${type.name}>'s ${(error as Error).message.split('.')[0]}`);
    // A library's hook reading its provider's value (react-redux's store, a form's state) fails the
    // same way without saying so: the value is empty and the next property read throws. On
    // Docusaurus the route's component puts such providers around the Markdown (docItemComponent:
    // an API page's store); here they wrap it in the browser, so that is where it renders.
    if (error instanceof TypeError && unprovidedReads.length > 0)
      throw new NeedsBrowser(`<${type.name}>'s context, which no provider gives while Markdown renders,`);
    throw error;
  } finally {
    unprovidedReads = outer;
  }
}

function isHast(value: unknown): value is ElementContent {
  const t = (value as { type?: unknown }).type;
  return (t === 'element' || t === 'text' || t === 'root' || t === 'comment') && !isElement(value);
}

function intrinsic(tagName: string, props: Record<string, unknown>, ctx: RenderContext): Element {
  const { children, dangerouslySetInnerHTML, ...rest } = props;
  if (dangerouslySetInnerHTML !== undefined)
    throw new Error(`<${tagName} dangerouslySetInnerHTML> is not supported: the site renders no raw HTML; write the markup as JSX`);
  for (const [name, v] of Object.entries(rest)) {
    if (typeof v === 'function' && /^on[A-Z]/.test(name)) throw new NeedsBrowser(`the \`${name}\` handler of <${tagName}>`);
    if (name === 'ref' && v !== null && v !== undefined) throw new NeedsBrowser(`the \`ref\` of <${tagName}>`);
  }
  delete rest.ref;
  delete rest.key;
  return { type: 'element', tagName, properties: toHastProperties(rest) as Properties, children: render(children, ctx) };
}

/** Props of a component element in the JSON tree: data only (functions cannot travel to the browser). */
function dataProps(props: Record<string, unknown>, name: string): Properties {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(props)) {
    if (k === 'key' || k === 'ref' || v === undefined) continue;
    if (typeof v === 'function') throw new NeedsBrowser(`the function prop \`${k}\` of <${name}>`);
    out[k] = toData(v, k, name);
  }
  return toHastProperties(out) as Properties;
}

function toData(value: unknown, prop: string, name: string): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date) return value.toISOString();
  if (isElement(value)) throw new Error(`the prop \`${prop}\` of <${name}> is a JSX element: pass it as children, or render <${name}> inside a component`);
  if (Array.isArray(value)) return value.map((v) => toData(v, prop, name));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toData(v, prop, name)]));
}
