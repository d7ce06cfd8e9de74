import type { BootManifest } from '../../../common/contract';
import { ColorModeToggle } from '../ColorModeToggle';
// The bar's brand, as theme-classic's header draws `@theme/Navbar/Logo`: a site's swizzle of it
// (or of the `Logo` it draws) is drawn here too (chrome-slots.ts).
import { NavbarBrand } from '../Navbar/Logo';
import { CloseIcon } from '../CloseIcon';

/** The panel's top row: the site's brand, the colour mode switch and the close button (Docusaurus's `Navbar/MobileSidebar/Header`). */
export function MobileSidebarHeader({ site, onClose }: { site: BootManifest['site']; onClose: () => void }) {
  return (
    <div className="mobile-sidebar-header">
      <NavbarBrand site={site} />
      {!site.colorMode.disableSwitch && <ColorModeToggle colorMode={site.colorMode} />}
      <button type="button" className="icon-button mobile-sidebar-close" onClick={onClose} aria-label="Close navigation menu">
        <CloseIcon size={22} strokeWidth={2} />
      </button>
    </div>
  );
}
