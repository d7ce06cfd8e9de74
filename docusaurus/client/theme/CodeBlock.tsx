import { Children, isValidElement, type ReactNode } from 'react';
import { CodeBlock as ThemeCodeBlock } from '../../../web/theme/CodeBlock';

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
 * so the code shows plain (components rendered at build time get Shiki's colours).
 */
export default function CodeBlock({
  children,
  language,
  className,
  title,
  showLineNumbers,
}: {
  children?: ReactNode;
  language?: string;
  className?: string;
  title?: string;
  showLineNumbers?: boolean;
}) {
  const lang = language ?? /language-(\S+)/.exec(className ?? '')?.[1] ?? 'text';
  const code = Children.toArray(children).map(text).join('').replace(/\n$/, '');
  return (
    <ThemeCodeBlock language={lang} title={title ?? null} showLineNumbers={showLineNumbers}>
      <pre className="plain">
        <code>{code}</code>
      </pre>
    </ThemeCodeBlock>
  );
}
