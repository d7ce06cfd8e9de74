import type { BlogSidebar as BlogSidebarData } from '../../../common/contract';
import { BlogSidebarContent } from './Content';

/**
 * The blog's recent posts in the mobile menu (Docusaurus's `BlogSidebar/Mobile`, which fills the
 * navbar's secondary menu on blog pages): the same lists as the desktop sidebar, without its title.
 * Loaded with the menu, not with the page; styled by the menu's stylesheet.
 */
export function BlogSidebarMobile({ sidebar }: { sidebar: BlogSidebarData }) {
  return (
    <div className="blog-sidebar-mobile">
      <BlogSidebarContent sidebar={sidebar} />
    </div>
  );
}
