import type { BlogSidebar as BlogSidebarData } from '../../../common/contract';
import { BlogSidebarContent } from './Content';
import './styles.css';

/**
 * The blog's recent posts (`blogSidebarTitle`, `blogSidebarCount`), beside lists and posts from
 * 997 px; under a heading per year unless `themeConfig.blog.sidebar.groupByYear` is false.
 */
export function BlogSidebar({ sidebar }: { sidebar: BlogSidebarData | null }) {
  if (!sidebar) return null;
  return (
    <nav className="blog-sidebar" aria-label="Blog recent posts navigation">
      <div className="blog-sidebar-title">{sidebar.title}</div>
      <BlogSidebarContent sidebar={sidebar} />
    </nav>
  );
}
