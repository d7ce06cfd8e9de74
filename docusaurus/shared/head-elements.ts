/**
 * The elements a `@docusaurus/Head` puts in the document's `<head>`, from its children: `title`,
 * `meta`, `link`, and a JSON data block (`<script type="application/ld+json">`, what theme-classic's
 * `StructuredData` parts write: no browser runs it, so `script-src 'self'` does not apply). Other
 * scripts and styles are left out (the CSP allows no inline script, and a site's external ones
 * come from its config). A `<Head>`'s `<html>` and `<body>` give attributes of those elements
 * instead (`documentAttributes` below). Shared by the browser's head manager and the prerenderer.
 */
export interface HeadElement {
  tag: 'title' | 'meta' | 'link' | 'script';
  attrs: [string, string][];
  /** The title's text, a data block's JSON. */
  text?: string;
}

/** The `type`s of a JSON data block: a script element of these types is data, never run. */
const JSON_BLOCK_TYPES = new Set(['application/ld+json', 'application/json']);

/** Whether a script's `type` makes it a JSON data block. */
export const isJsonBlockType = (type: unknown): boolean => typeof type === 'string' && JSON_BLOCK_TYPES.has(type.trim().toLowerCase());

/** A data block's text as it can be written inside `<script>`: `<` escaped (JSON reads `\u003c` as `<`), so nothing ends the element. */
export const jsonBlockText = (text: string): string => text.replace(/</g, '\\u003c');

/** Marks the elements a site's `<Head>` manages, as react-helmet marks its own. */
export const SITE_HEAD_ATTR = 'data-rh';

const TAGS = new Set(['title', 'meta', 'link', 'script']);
const ATTRIBUTE_NAMES: Record<string, string> = {
  className: 'class',
  htmlFor: 'for',
  httpEquiv: 'http-equiv',
  charSet: 'charset',
  crossOrigin: 'crossorigin',
  hrefLang: 'hreflang',
  tabIndex: 'tabindex',
  accessKey: 'accesskey',
  contentEditable: 'contenteditable',
  spellCheck: 'spellcheck',
  itemScope: 'itemscope',
  itemType: 'itemtype',
  itemProp: 'itemprop',
  itemID: 'itemid',
};

interface ElementLike {
  type: unknown;
  props: Record<string, unknown>;
}

const isElementLike = (v: unknown): v is ElementLike => typeof v === 'object' && v !== null && 'type' in v && 'props' in v;

function text(children: unknown): string {
  if (children === null || children === undefined || typeof children === 'boolean') return '';
  if (Array.isArray(children)) return children.map(text).join('');
  if (isElementLike(children)) return text(children.props.children);
  return typeof children === 'string' || typeof children === 'number' ? String(children) : '';
}

/** A data block's text: its children, or the HTML a site gave it (`dangerouslySetInnerHTML`, as react-helmet takes `innerHTML`). */
function scriptText(props: Record<string, unknown>): string {
  const inner = props.dangerouslySetInnerHTML as { __html?: unknown } | undefined;
  return typeof inner?.__html === 'string' ? inner.__html : text(props.children);
}

/** The head elements among `children` (fragments and arrays walked), in order. */
export function headElements(children: unknown): HeadElement[] {
  if (Array.isArray(children)) return children.flatMap(headElements);
  if (!isElementLike(children)) return [];
  const { type, props } = children;
  if (typeof type !== 'string') return headElements(props.children); // a fragment
  if (!TAGS.has(type)) return [];
  const tag = type as HeadElement['tag'];
  if (tag === 'title') return [{ tag, attrs: [], text: text(props.children) }];
  if (tag === 'script') return isJsonBlockType(props.type) ? [{ tag, attrs: [['type', String(props.type)]], text: scriptText(props) }] : [];
  const attrs: [string, string][] = [];
  for (const [name, value] of Object.entries(props)) {
    if (name === 'children' || name === 'key' || value === undefined || value === null || value === false || typeof value === 'function') continue;
    if (value === true) attrs.push([ATTRIBUTE_NAMES[name] ?? name, '']);
    else if (typeof value === 'string' || typeof value === 'number') attrs.push([ATTRIBUTE_NAMES[name] ?? name, String(value)]);
  }
  return [{ tag, attrs }];
}

/** The key two elements share when the later replaces the earlier (a meta's name or property, a link's rel and hreflang). */
export function headKey(tag: string, attrs: [string, string][]): string | null {
  const get = (n: string) => attrs.find(([k]) => k === n)?.[1];
  if (tag === 'title') return tag;
  if (tag === 'meta') {
    const name = get('name') ?? get('property') ?? get('http-equiv') ?? (get('charset') !== undefined ? 'charset' : undefined);
    return name === undefined ? null : `meta:${name}`;
  }
  if (tag === 'link' && get('rel') === 'canonical') return 'link:canonical';
  if (tag === 'link' && get('rel') === 'alternate' && get('hreflang')) return `link:alternate:${get('hreflang')}`;
  return null;
}

/** What one `<Head>` puts on `<html>` and `<body>`: attributes by their HTML names, in the order written. */
export interface DocumentAttributes {
  html: [string, string][];
  body: [string, string][];
}

/**
 * The attributes of the `<html>` and `<body>` among a `<Head>`'s children (react-helmet-async's
 * `htmlAttributes`/`bodyAttributes`: theme-common's `HtmlClassNameProvider` writes
 * `<html className>` so): React's names as HTML's (`className` → `class`), values as React writes
 * them (a number as text; `true` as present and `false` as absent, but a `data-`/`aria-` one as
 * `"true"`/`"false"`); objects (`style`) and functions are left out. Null when there are none.
 */
export function documentAttributes(children: unknown): DocumentAttributes | null {
  const found: DocumentAttributes = { html: [], body: [] };
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!isElementLike(node)) return;
    if (typeof node.type !== 'string') return walk(node.props.children);
    if (node.type === 'html' || node.type === 'body') found[node.type].push(...attributeList(node.props));
  };
  walk(children);
  return found.html.length + found.body.length > 0 ? found : null;
}

function attributeList(props: Record<string, unknown>): [string, string][] {
  const out: [string, string][] = [];
  for (const [prop, value] of Object.entries(props)) {
    if (prop === 'children' || prop === 'key' || prop === 'dangerouslySetInnerHTML') continue;
    const name = ATTRIBUTE_NAMES[prop] ?? prop;
    if (typeof value === 'string' || typeof value === 'number') out.push([name, String(value)]);
    else if (typeof value === 'boolean' && /^(?:data|aria)-/.test(name)) out.push([name, String(value)]);
    else if (value === true) out.push([name, '']);
  }
  return out;
}

/**
 * The attributes of `<html>` this project writes itself, which a site's `<Head>` does not change:
 * the locale's `lang` and `dir` and the manifest it names (pipeline/prerender/locale.ts, as
 * Docusaurus's own `SiteMetadataDefaults` sets `lang` and `dir` for the locale), the colour mode
 * and the announcement bar's state (web/public/color-mode.js, web/app/color-mode.ts,
 * pipeline/bundle/plugins/site-html-attributes.ts). Another page's `<Head>` would otherwise leave
 * them changed, or take them away when it goes.
 */
const APP_HTML_ATTRIBUTES =
  /^(?:lang|dir|data-manifest|data-theme|data-theme-choice|data-default-mode|data-follow-system|data-announcement-id|data-announcement-dismissed)$/;

/** What the mounted `<Head>`s and the page put on one element: its class names and its other attributes. */
export interface ElementAttributes {
  classes: string[];
  attrs: [string, string][];
}

const classNames = (value: string | undefined): string[] => (value ?? '').split(/\s+/).filter(Boolean);

/**
 * What the document's `<html>` and `<body>` carry from the page's `<Head>`s, in render order (the
 * order react-helmet-async registers its instances in): for each attribute the last one's value
 * wins (the deepest `<Head>`, or the later of two siblings), as helmet does; `class` is not merged
 * across them either (theme-common's `HtmlClassNameProvider` passes the outer classes down for
 * that), but it is added beside `pageClasses` (the page's own: Docusaurus's page classes,
 * `page-class-names.ts`) rather than replacing them. The attributes this project owns on `<html>`
 * are left out.
 */
export function mergedDocumentAttributes(heads: readonly DocumentAttributes[], pageClasses = ''): Record<'html' | 'body', ElementAttributes> {
  const merge = (element: 'html' | 'body', own: string): ElementAttributes => {
    const winning = new Map<string, string>();
    for (const head of heads) for (const [name, value] of head[element]) winning.set(name, value);
    const classes = new Set([...classNames(own), ...classNames(winning.get('class'))]);
    winning.delete('class');
    const attrs = [...winning].filter(([name]) => element === 'body' || !APP_HTML_ATTRIBUTES.test(name));
    return { classes: [...classes], attrs };
  };
  return { html: merge('html', pageClasses), body: merge('body', '') };
}

/**
 * In a server render, marks what goes on `<html>` or `<body>` rather than into the page:
 * `<meta data-rh-attr="html class" content="…">` for a `<Head>`'s attribute (`html` or `body`, then
 * the name), rendered by the `<Head>`, which React puts ahead of the page; `page class` for the
 * page's own classes, which the server entry writes there (web/entry-server.tsx). The prerenderer
 * takes them off and writes them on the document's elements (pipeline/prerender/site-head.ts).
 */
export const DOCUMENT_ATTR = 'data-rh-attr';
