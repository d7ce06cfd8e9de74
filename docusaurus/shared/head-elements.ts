/**
 * The elements a `@docusaurus/Head` puts in the document's `<head>`, from its children: `title`,
 * `meta`, `link`, and a JSON data block (`<script type="application/ld+json">`, what theme-classic's
 * `StructuredData` parts write: no browser runs it, so `script-src 'self'` does not apply). Other
 * scripts and styles are left out (the CSP allows no inline script, and a site's external ones
 * come from its config), and so are `html`/`body` attributes. Shared by the browser's head manager
 * and the prerenderer.
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
