import type { HTMLAttributes } from 'react';

/** `@theme/CodeInline`: inline code, as Markdown's backticks render it. */
export default function CodeInline(props: HTMLAttributes<HTMLElement>) {
  return <code {...props} />;
}
