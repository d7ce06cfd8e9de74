import type { Element, ElementContent } from 'hast';
import { toString } from 'hast-util-to-string';
import type { PendingCode } from '../../../pipeline/mdx/evaluate/highlight.js';

/**
 * `@theme/CodeBlock` at build time: its children's text (JSX children included, as Docusaurus sites
 * build code listings from data) becomes a `CodeBlock` element highlighted after rendering, like
 * fenced code.
 */
export function codeBlock(props: Record<string, unknown>, render: (children: unknown) => ElementContent[]): Element {
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
