import type { ReactNode } from 'react';
import type { BlogSidebar as BlogSidebarData } from '../../../common/contract';
// Through `@theme/`: a site's swizzled BlogSidebar takes the slot (docusaurus/node/theme/theme-modules.ts).
import { BlogSidebar } from '@theme/BlogSidebar';
import '../blog.css';

/**
 * The frame of the blog's pages (Docusaurus's `BlogLayout`): the recent posts' sidebar beside the
 * page's main column, and a post's table of contents after it. A post's page is one `<main>` row
 * (`post`); the lists (posts, tags, authors) put their content in a `<main>` of the given class.
 */
export function BlogLayout({
  sidebar,
  toc,
  post = false,
  mainClassName,
  children,
}: {
  sidebar: BlogSidebarData | null;
  toc?: ReactNode;
  post?: boolean;
  mainClassName?: string;
  children: ReactNode;
}) {
  if (post)
    return (
      <main id="main-content" className="container blog-post-layout" tabIndex={-1}>
        <BlogSidebar sidebar={sidebar} />
        {children}
        {toc}
      </main>
    );
  return (
    <div className="container blog-with-sidebar">
      <BlogSidebar sidebar={sidebar} />
      <main id="main-content" className={mainClassName} tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
