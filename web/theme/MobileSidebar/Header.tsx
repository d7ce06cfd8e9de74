import type { BootManifest } from '../../../common/contract';
import { Link } from '../Link';
import { ColorModeToggle } from '../ColorModeToggle';
import { NavbarLogo } from '../Navbar/Logo';
import { CloseIcon } from '../CloseIcon';

/** The panel's top row: the site's brand, the colour mode switch and the close button (Docusaurus's `Navbar/MobileSidebar/Header`). */
export function MobileSidebarHeader({ site, onClose }: { site: BootManifest['site']; onClose: () => void }) {
  return (
    <div className="mobile-sidebar-header">
      <Link href="/" className="navbar-brand">
        {site.logo && <NavbarLogo logo={site.logo} />}
        {site.navbarTitle && <span className="navbar-title">{site.navbarTitle}</span>}
      </Link>
      {!site.colorMode.disableSwitch && <ColorModeToggle colorMode={site.colorMode} />}
      <button type="button" className="icon-button mobile-sidebar-close" onClick={onClose} aria-label="Close navigation menu">
        <CloseIcon size={22} strokeWidth={2} />
      </button>
    </div>
  );
}
