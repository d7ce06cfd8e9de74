import type { ReactNode } from 'react';

/** `@theme/DocItem/Content`: the doc's Markdown body. */
export default function Content({ children }: { children?: ReactNode }) {
  return <div className="markdown">{children}</div>;
}
