import type { HTMLAttributes } from 'react';

/** `@theme/CodeBlock/Token`, the name a token's part had before 3.10's `CodeBlock/Line/Token`: a `<span>` with its props. */
export default function CodeBlockToken({ line: _line, ...props }: HTMLAttributes<HTMLSpanElement> & { line?: unknown }) {
  return <span {...props} />;
}
