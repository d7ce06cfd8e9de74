import type { ReactNode } from 'react';
import { BlogLayout as ThemeBlogLayout } from '../../../web/theme/BlogLayout';
import { themeBlogSidebar, type DocusaurusBlogSidebar } from './blog-sidebar-prop';

/**
 * `@theme/BlogLayout` (`sidebar`, `toc`, `children`), as a site's own blog page draws it (an
 * ejected `BlogTagsPostsPage`): this theme's blog frame, the recent posts beside the page.
 */
export default function BlogLayout({ sidebar, toc, children }: { sidebar?: DocusaurusBlogSidebar; toc?: ReactNode; children?: ReactNode }) {
  return (
    <ThemeBlogLayout sidebar={sidebar && sidebar.items.length > 0 ? themeBlogSidebar(sidebar) : null} toc={toc} mainClassName="blog-list">
      {children}
    </ThemeBlogLayout>
  );
}
