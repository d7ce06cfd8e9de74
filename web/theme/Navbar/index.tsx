import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { BootManifest, SidebarChunk } from '../../../common/contract';
import type { DocHere } from '../../app/versions';
import { NavbarContent } from './Content';
import { MenuIcon } from '../MenuIcon';
import './styles.css';

// framer-motion comes with the mobile menu, loaded the first time the hamburger is used.
const loadMobileSidebar = () => import('../MobileSidebar');
const MobileSidebar = lazy(loadMobileSidebar);

export interface NavbarProps {
  manifest: BootManifest;
  /** The routes this page knows (navbar targets and itself), for active marks. */
  routes: Record<string, { sidebar?: string }>;
  doc: DocHere;
  sidebar: SidebarChunk | null;
}

/** The bar with its hamburger and mobile menu around the items (Docusaurus's `Navbar/Layout`). */
export function NavbarLayout({ manifest, routes, sidebar, children }: Omit<NavbarProps, 'doc'> & { children?: ReactNode }) {
  const site = manifest.site;
  const { pathname } = useLocation();
  // Open state is tied to the path it was opened on, so a navigation closes the menu.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  const open = openOn === pathname;
  const toggle = useRef<HTMLButtonElement>(null);
  // Closing by Escape, the close button, the backdrop or widening returns focus to the hamburger.
  const close = () => {
    setOpenOn(null);
    toggle.current?.focus();
  };
  return (
    <header className={site.navbarStyle ? `navbar navbar--${site.navbarStyle}` : 'navbar'}>
      <nav className="navbar-inner" aria-label="Main">
        <button
          ref={toggle}
          type="button"
          className="icon-button navbar-toggle"
          aria-label="Open navigation menu"
          aria-expanded={open}
          aria-controls={open ? 'mobile-sidebar' : undefined}
          onPointerEnter={() => void loadMobileSidebar()}
          onClick={() => {
            setLoaded(true);
            setOpenOn(pathname);
          }}
        >
          <MenuIcon size={24} />
        </button>
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
          />
        </Suspense>
      )}
    </header>
  );
}

export function Navbar(props: NavbarProps) {
  return (
    <NavbarLayout {...props}>
      <NavbarContent {...props} />
    </NavbarLayout>
  );
}
