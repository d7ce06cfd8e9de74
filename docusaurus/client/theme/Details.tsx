import type { ReactNode } from 'react';

/** `@theme/Details`: a native disclosure; `summary` may be text or a `<summary>` element. */
export default function Details({ summary, children, ...rest }: { summary?: ReactNode; children?: ReactNode; className?: string }) {
  return (
    <details {...rest}>
      {typeof summary === 'string' ? <summary>{summary}</summary> : summary}
      {children}
    </details>
  );
}
