import type { ReactNode } from 'react';
import CodeBlock from '../CodeBlock';
import CodeInline from '@theme/CodeInline';

/** `@theme/MDXComponents/Code`: inline code unless it is a fenced block (a language class or several lines), as Docusaurus decides. */
export default function Code(props: { children?: ReactNode; className?: string }) {
  const block = typeof props.children === 'string' ? props.children.includes('\n') : props.className !== undefined;
  return block ? <CodeBlock {...props} /> : <CodeInline {...props} />;
}
