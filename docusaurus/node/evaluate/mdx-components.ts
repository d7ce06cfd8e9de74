import type { ElementContent } from 'hast';
import { builtin, jsx } from '../../../pipeline/mdx/evaluate/runtime.js';
import { ALIASES } from '../../../pipeline/mdx/plugins/admonitions/index.js';
import { codeBlock, unchangedFence } from './code-block.js';

export { FENCED_BLOCK } from './code-block.js';

const originals = new WeakSet<object>();

/** Whether a value of the site's map is this theme's entry (spread in from `@theme-original/MDXComponents`), not an override. */
export const isThemeMdxComponent = (value: unknown): boolean =>
  (typeof value === 'function' || (typeof value === 'object' && value !== null)) && originals.has(value);

const original = <T extends object>(value: T): T => {
  originals.add(value);
  return value;
};

/** An element as Markdown gives it: the browser renders it with this theme's component for that element. */
const element = (tagName: string) => original((props: Record<string, unknown>) => jsx(tagName, props));

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];

/**
 * `@theme/MDXComponents` at build time: Docusaurus's map (`theme-classic/src/theme/MDXComponents`),
 * each entry giving the HAST the page carries. The theme components render in the browser
 * (`builtin`); the HTML elements Docusaurus maps (`a`, `code`, `pre`, `img`, `ul`, `li`, `details`,
 * `h1`–`h6`) give the element as Markdown gives it, and so do its constructs (`admonition`,
 * `mermaid`, `Details`). A site that swizzles the map spreads these
 * in and replaces some: `plugins/element-overrides` applies its replacements to the page's
 * Markdown, and a replacement calling the entry it replaced gets the theme's element back.
 */
export function mdxComponentsMap(render: (children: unknown) => ElementContent[]): Record<string, unknown> {
  const code = original((props: Record<string, unknown>) => {
    const fence = unchangedFence(props);
    if (fence) return fence;
    // Docusaurus's MDXCode: a block when the code has a language class or several lines.
    const block = typeof props.children === 'string' ? props.children.includes('\n') : props.className !== undefined;
    return block ? codeBlock(props, render) : jsx('code', props);
  });
  const Admonition = builtin('Admonition');
  // Docusaurus's `admonition` entry is `@theme/Admonition` with the keyword written: an alias
  // (`important`) is drawn here as the type it looks like, titled with its own word.
  const admonition = original(({ type, title, ...rest }: Record<string, unknown>) => {
    const look = typeof type === 'string' ? ALIASES[type] : undefined;
    return jsx(Admonition, look ? { ...rest, type: look, title: title ?? type } : title === undefined ? { ...rest, type } : { ...rest, type, title });
  });
  return {
    Head: original(builtin('Head')),
    Tabs: original(builtin('Tabs')),
    TabItem: original(builtin('TabItem')),
    Admonition: original(builtin('Admonition')),
    Link: original(builtin('Link')),
    a: original(builtin('Link')),
    code,
    // Docusaurus's MDXPre: a fenced block is drawn by the code inside it.
    pre: original(({ children }: { children?: unknown }) => children ?? null),
    img: element('img'),
    ul: element('ul'),
    li: element('li'),
    details: element('details'),
    Details: element('details'),
    admonition,
    mermaid: original(builtin('Mermaid')),
    ...Object.fromEntries(HEADINGS.map((h) => [h, element(h)])),
  };
}
