import type { Element, ElementContent } from 'hast';
import { toString } from 'hast-util-to-string';
import type { PendingCode } from '../../../pipeline/mdx/evaluate/highlight.js';

/**
 * A fenced code block's own element, carried by the props the site's `pre`/`code` override gets
 * (a symbol: `{...props}` keeps it, HAST properties never see it), so that the theme's `code` or
 * `CodeBlock`, called with the same code, gives back the block already highlighted.
 */
export const FENCED_BLOCK = Symbol('fenced code block');

/** The fenced block's element when these props are still its own (same code and language, nothing added), else null. */
export function unchangedFence(props: Record<string, unknown>): Element | null {
  const fenced = (props as Record<symbol, unknown>)[FENCED_BLOCK] as { node: Element; className: string; code: string } | undefined;
  return fenced && props.className === fenced.className && props.children === fenced.code && !props.title && !props.showLineNumbers ? fenced.node : null;
}

/**
 * `@theme/CodeBlock` at build time: its children's text (JSX children included, as Docusaurus sites
 * build code listings from data) becomes a `CodeBlock` element highlighted after rendering, like
 * fenced code.
 */
export function codeBlock(props: Record<string, unknown>, render: (children: unknown) => ElementContent[]): Element {
  const fence = unchangedFence(props);
  if (fence) return fence;
  const { children, language, className, title, showLineNumbers } = props as {
    children?: unknown;
    language?: string;
    className?: string;
    title?: string;
    showLineNumbers?: boolean;
  };
  const lang = language ?? /language-(\S+)/.exec(className ?? '')?.[1] ?? 'text';
  const code = render(children)
    .map((n) => toString(n))
    .join('')
    .replace(/\n$/, '');
  const pending: PendingCode = { code, language: lang };
  return {
    type: 'element',
    tagName: 'CodeBlock',
    properties: { language: lang, ...(title ? { title } : {}), showLineNumbers: showLineNumbers === true },
    children: [],
    data: { pendingCode: pending } as never,
  };
}
