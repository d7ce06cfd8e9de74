import type { HTMLAttributes } from 'react';

/** `@theme/CodeBlock/Line/Token`: one token of a line, a `<span>` with the props `getTokenProps` gave it (`line` and `token` are for a site's own). */
export default function CodeBlockLineToken({ line: _line, token: _token, ...props }: HTMLAttributes<HTMLSpanElement> & { line?: unknown; token?: unknown }) {
  return <span {...props} />;
}
