import type { ReactNode } from 'react';

/** `@theme/BlogPostItem/Container`: the post's article element. */
export default function Container({ children, className }: { children?: ReactNode; className?: string }) {
  return <article className={className}>{children}</article>;
}
