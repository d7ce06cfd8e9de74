import type { Element, ElementContent } from 'hast';
import { builtin, jsx } from '../../../pipeline/mdx/evaluate/runtime.js';
import { codeBlock } from './code-block.js';

/**
 * A fenced code block's own element, carried by the props the site's `pre`/`code` override gets
 * (a symbol: `{...props}` keeps it, HAST properties never see it), so that the theme's `code`,
 * called with the same code, gives back the block already highlighted.
 */
export const FENCED_BLOCK = Symbol('fenced code block');

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
 * `h1`–`h6`) give the element as Markdown gives it. A site that swizzles the map spreads these
 * in and replaces some: `plugins/element-overrides` applies its replacements to the page's
 * Markdown, and a replacement calling the entry it replaced gets the theme's element back.
 */
export function mdxComponentsMap(render: (children: unknown) => ElementContent[]): Record<string, unknown> {
  const code = original((props: Record<string, unknown>) => {
    const fenced = (props as Record<symbol, unknown>)[FENCED_BLOCK] as { node: Element; className: string; code: string } | undefined;
    // Docusaurus's MDXCode: a block when the code has a language class or several lines.
    if (fenced && props.className === fenced.className && props.children === fenced.code && !props.title && !props.showLineNumbers) return fenced.node;
    const block = typeof props.children === 'string' ? props.children.includes('\n') : props.className !== undefined;
    return block ? codeBlock(props, render) : jsx('code', props);
  });
  return {
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
    ...Object.fromEntries(HEADINGS.map((h) => [h, element(h)])),
  };
}
