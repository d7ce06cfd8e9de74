import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { BootManifest, SidebarChunk } from '../../../common/contract';
import { NavbarMenuToggle } from './MenuToggle';
import { loadMobileSidebar } from '../MobileSidebar/load';
import type { MenuControl } from '../MobileSidebar/menu';
import { ThemeClassNames } from '../../../docusaurus/shared/theme-class-names';

const MobileSidebar = lazy(loadMobileSidebar);

export interface NavbarLayoutProps {
  manifest: BootManifest;
  /** The routes this page knows (navbar targets and itself), for active marks. */
  routes: Record<string, { sidebar?: string }>;
  sidebar: SidebarChunk | null;
  children?: ReactNode;
}

/**
 * The bar with its hamburger and mobile menu around the items (Docusaurus's `Navbar/Layout`), a
 * module of its own so a site's swizzle of that name takes its place (chrome-slots.ts).
 */
export function NavbarLayout({ manifest, routes, sidebar, children }: NavbarLayoutProps) {
  const site = manifest.site;
  const { pathname } = useLocation();
  // Open state is tied to the path it was opened on, so a navigation closes the menu.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  const open = openOn === pathname;
  // Closing by Escape, the close button, the backdrop or widening returns focus to what opened the
  // menu (the menu button, this theme's or a site's own).
  const opener = useRef<HTMLElement | null>(null);
  const close = () => {
    setOpenOn(null);
    opener.current?.focus();
  };
  const menu: MenuControl = {
    shown: open,
    setShown: (shown) => {
      if (!shown) return close();
      if (document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
      setLoaded(true);
      setOpenOn(pathname);
    },
  };
  return (
    <header
      className={
        __CHROME_THEME_CLASSES__
          ? `${ThemeClassNames.layout.navbar.container} navbar${site.navbarStyle ? ` navbar--${site.navbarStyle}` : ''}`
          : site.navbarStyle
            ? `navbar navbar--${site.navbarStyle}`
            : 'navbar'
      }
    >
      <nav className="navbar-inner" aria-label="Main">
        <NavbarMenuToggle menu={menu} />
        {children}
      </nav>
      {loaded && (
        <Suspense fallback={null}>
          <MobileSidebar
            open={open}
            onClose={close}
            onNavigate={() => setOpenOn(null)}
            manifest={manifest}
            routes={routes}
            sidebar={sidebar}
            activeRoute={pathname}
            menu={menu}
          />
        </Suspense>
      )}
    </header>
  );
}
