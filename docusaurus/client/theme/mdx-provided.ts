/**
 * The names theme-classic 3.10's `MDXComponents` maps: its `MDXContent` provides that map inside a
 * site's wrapper, so on Docusaurus the theme's entry wins over an outer provider's for these. Here
 * this theme draws them (the body's HAST is already its rendering of them).
 */
const THEME_MDX_NAMES = new Set([
  'Head',
  'details',
  'Details',
  'code',
  'a',
  'pre',
  'ul',
  'li',
  'img',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'admonition',
  'mermaid',
]);

/**
 * The components a Markdown body is drawn with inside a site's `MDXContent` swizzle: this theme's
 * registry, with an MDX provider's components (`useMDXComponents()`) over it for the other names:
 * HTML elements theme-classic's map leaves alone (`p`, `table`, `blockquote`) and the names a page
 * uses without importing them. This theme's own constructs (upper-case names of its registry:
 * `CodeBlock`, `Tabs`, `LocalComponent`, ...) stay its own: they are what its build wrote.
 */
export function providedComponents<T>(registry: Record<string, T>, provided: Record<string, unknown>): Record<string, T> {
  const out: Record<string, T> = { ...registry };
  for (const [name, component] of Object.entries(provided)) {
    if (component === undefined || component === null || THEME_MDX_NAMES.has(name)) continue;
    if (/^[A-Z]/.test(name) && Object.prototype.hasOwnProperty.call(registry, name)) continue;
    out[name] = component as T;
  }
  return out;
}
