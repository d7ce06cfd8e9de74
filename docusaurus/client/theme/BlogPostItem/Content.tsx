import type { ReactNode } from 'react';

/** `@theme/BlogPostItem/Content`: the post's Markdown body. */
export default function Content({ children, className }: { children?: ReactNode; className?: string }) {
  return <div className={['markdown', className].filter(Boolean).join(' ')}>{children}</div>;
}
