import { Children, isValidElement, type ReactNode } from 'react';
import StringContent from '@theme/CodeBlock/Content/String';

function text(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(text).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) {
    const inner = text(node.props.children);
    return typeof node.type === 'string' && ['div', 'p'].includes(node.type) ? `${inner}\n` : inner;
  }
  return '';
}

/**
 * `@theme/CodeBlock` in a component that runs in the browser: no highlighter ships to the browser,
 * so the code shows plain (components rendered at build time get the build's colours). Drawn with
 * theme-classic 3.10's parts (`CodeBlock/Content/String`, `Layout`, `Line`, `Buttons`, …), the
 * text of JSX children as its code.
 */
export default function CodeBlock({
  children,
  ...props
}: {
  children?: ReactNode;
  language?: string;
  className?: string;
  title?: ReactNode;
  metastring?: string;
  showLineNumbers?: boolean | number;
}) {
  return <StringContent {...props}>{Children.toArray(children).map(text).join('')}</StringContent>;
}
