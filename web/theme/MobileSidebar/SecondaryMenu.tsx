import type { SidebarChunk } from '../../../common/contract';
import { DocSidebarMobile } from '../DocSidebar/Mobile';

/** The mobile menu's docs panel: back to the main menu, then the doc sidebar (Docusaurus's `Navbar/MobileSidebar/SecondaryMenu`). */
export function MobileSidebarSecondaryMenu({
  sidebar,
  activeRoute,
  autoCollapse,
  onBack,
}: {
  sidebar: SidebarChunk;
  activeRoute: string;
  autoCollapse: boolean;
  onBack: () => void;
}) {
  return (
    <>
      <button type="button" className="mobile-back" onClick={onBack}>
        <span aria-hidden="true">←</span> Back to main menu
      </button>
      <DocSidebarMobile items={sidebar.items} activeRoute={activeRoute} autoCollapse={autoCollapse} />
    </>
  );
}
