import type { ReactNode } from 'react';
import { ThemeClassNames } from '../../../docusaurus/shared/theme-class-names';

/**
 * The panel's content (Docusaurus's `Navbar/MobileSidebar/Layout`): its header, then the secondary
 * panel (`secondaryMenu`, on a page with a doc sidebar or the blog's recent posts until the reader
 * goes back; named `secondaryLabel`, else as the docs sidebar) or the main one.
 * A followed link closes the menu at once, without waiting for the page to load.
 */
export function MobileSidebarLayout({
  header,
  primaryMenu,
  secondaryMenu,
  secondaryShown,
  secondaryLabel = 'Docs sidebar',
  onNavigate,
}: {
  header: ReactNode;
  primaryMenu: ReactNode;
  secondaryMenu: ReactNode;
  secondaryShown: boolean;
  secondaryLabel?: string;
  onNavigate: () => void;
}) {
  return (
    <>
      {header}
      <nav
        // Theme-common's panel class, which theme-classic puts on each of its two panels (`navbar-sidebar__item`): here one shows the menu in view.
        className={__CHROME_THEME_CLASSES__ ? `${ThemeClassNames.layout.navbar.mobileSidebar.panel} mobile-sidebar-body` : 'mobile-sidebar-body'}
        aria-label={secondaryShown ? secondaryLabel : 'Main menu'}
        onClick={(e) => {
          if ((e.target as HTMLElement).closest('a[href]')) onNavigate();
        }}
      >
        {secondaryShown ? secondaryMenu : primaryMenu}
      </nav>
    </>
  );
}
