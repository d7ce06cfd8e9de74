import type { ReactNode } from 'react';

/**
 * The `<article>` around a post on its page and around each post of a list (Docusaurus's
 * `BlogPostItem/Container`), a module of its own so a site's swizzle takes its place; `className`
 * is this theme's for that place, which lays the article out.
 */
export function BlogPostItemContainer({ className, children }: { className?: string; children: ReactNode }) {
  return <article className={className}>{children}</article>;
}
