import type { ReactNode } from 'react';

/**
 * The panel's content (Docusaurus's `Navbar/MobileSidebar/Layout`): its header, then the docs
 * panel (`secondaryMenu`, on a page with a doc sidebar until the reader goes back) or the main one.
 * A followed link closes the menu at once, without waiting for the page to load.
 */
export function MobileSidebarLayout({
  header,
  primaryMenu,
  secondaryMenu,
  secondaryShown,
  onNavigate,
}: {
  header: ReactNode;
  primaryMenu: ReactNode;
  secondaryMenu: ReactNode;
  secondaryShown: boolean;
  onNavigate: () => void;
}) {
  return (
    <>
      {header}
      <nav
        className="mobile-sidebar-body"
        aria-label={secondaryShown ? 'Docs sidebar' : 'Main menu'}
        onClick={(e) => {
          if ((e.target as HTMLElement).closest('a[href]')) onNavigate();
        }}
      >
        {secondaryShown ? secondaryMenu : primaryMenu}
      </nav>
    </>
  );
}
