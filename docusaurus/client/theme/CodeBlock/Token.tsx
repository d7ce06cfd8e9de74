import type { HTMLAttributes } from 'react';

/**
 * `@theme/CodeBlock/Token`: a `<span>` with its props, for code that imports this name. No theme-classic
 * 3.x release has it (a line's tokens are plain spans before 3.8, `CodeBlock/Line/Token` from 3.8).
 */
export default function CodeBlockToken({ line: _line, ...props }: HTMLAttributes<HTMLSpanElement> & { line?: unknown }) {
  return <span {...props} />;
}
