import type { BlogSidebar, SidebarChunk } from '../../../common/contract';
import { DocSidebarMobile } from '../DocSidebar/Mobile';
// A module of its own: a site's swizzled `BlogSidebar/Mobile` takes its place (chrome-slots.ts).
import { BlogSidebarMobile } from '../BlogSidebar/Mobile';

/**
 * The mobile menu's secondary panel (Docusaurus's `Navbar/MobileSidebar/SecondaryMenu`): back to
 * the main menu, then what the page fills it with: the doc sidebar on a doc page, the blog's recent
 * posts on a blog page (`BlogSidebar/Mobile`).
 */
export function MobileSidebarSecondaryMenu({
  sidebar,
  blogSidebar,
  activeRoute,
  autoCollapse,
  onBack,
}: {
  sidebar: SidebarChunk | null;
  blogSidebar: BlogSidebar | null;
  activeRoute: string;
  autoCollapse: boolean;
  onBack: () => void;
}) {
  return (
    <>
      <button type="button" className="mobile-back" onClick={onBack}>
        <span aria-hidden="true">←</span> Back to main menu
      </button>
      {sidebar ? (
        <DocSidebarMobile items={sidebar.items} activeRoute={activeRoute} autoCollapse={autoCollapse} />
      ) : (
        blogSidebar && <BlogSidebarMobile sidebar={blogSidebar} />
      )}
    </>
  );
}
