import { lazy, Suspense, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { Manifest, NavbarItem, SidebarChunk } from '../../../pipeline/contract';
import { Link } from '../Link';
import { ColorModeToggle } from '../ColorModeToggle';
import { NavbarDropdown } from '../NavbarDropdown';
import { SearchBar } from '../SearchBar';
import { isActive, splitItems } from './items';
import { useHydrated } from '../../app/use-hydrated';
import { ConfigHtml } from '../ConfigHtml';
import { NavbarLogo } from './Logo';
import { DocsVersionDropdown } from '../DocsVersionDropdown';
import './styles.css';

// framer-motion comes with the mobile menu, loaded the first time the hamburger is used.
const loadMobileSidebar = () => import('../MobileSidebar');
const MobileSidebar = lazy(loadMobileSidebar);

export function LocaleIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path
        fill="currentColor"
        d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm6.9 6h-2.9a15.7 15.7 0 0 0-1.4-3.6A8 8 0 0 1 18.9 8zM12 4a14 14 0 0 1 1.9 4h-3.8A14 14 0 0 1 12 4zM4.3 14a8.2 8.2 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4zm.8 2h2.9a15.7 15.7 0 0 0 1.4 3.6A8 8 0 0 1 5.1 16zM8 8H5.1a8 8 0 0 1 4.3-3.6A15.7 15.7 0 0 0 8 8zm4 12a14 14 0 0 1-1.9-4h3.8A14 14 0 0 1 12 20zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4zm.3 5.6a15.7 15.7 0 0 0 1.4-3.6h2.9a8 8 0 0 1-4.3 3.6zm1.7-5.6a16.5 16.5 0 0 0 0-4h3.4a8.2 8.2 0 0 1 0 4z"
      />
    </svg>
  );
}

function Item({ item, routes, versions }: { item: NavbarItem; routes: Manifest['routes']; versions: Manifest['versions'] }) {
  const { pathname } = useLocation();
  // The not-found page is prerendered once (at /404) for every unknown path, so a link to "this
  // page" can only be filled in after hydration.
  const hydrated = useHydrated();
  switch (item.type) {
    case 'dropdown': {
      const entries = item.items.map((i) => ({ label: i.label, href: i.href, active: !i.external && isActive(pathname, i.href, routes) }));
      return <NavbarDropdown label={item.label} items={entries} active={entries.some((e) => e.active)} />;
    }
    case 'doc': {
      const active = isActive(pathname, item.route, routes);
      return (
        <Link href={item.route} className={`navbar-link${active ? ' active' : ''}`} aria-current={active ? 'page' : undefined}>
          {item.label}
        </Link>
      );
    }
    case 'link': {
      const active = !item.external && isActive(pathname, item.href, routes);
      return (
        <Link href={item.href} className={`navbar-link${active ? ' active' : ''}`} aria-current={active ? 'page' : undefined}>
          {item.label}
        </Link>
      );
    }
    case 'localeDropdown': {
      const current = item.locales[0] ?? { code: 'en', label: 'English' };
      return (
        <NavbarDropdown
          label={
            <>
              <LocaleIcon />
              <span className="navbar-locale-label">{current.label}</span>
            </>
          }
          buttonLabel={`Language: ${current.label}`}
          align="right"
          items={item.locales.map((l) => ({ label: l.label, href: hydrated ? pathname : '/', active: l.code === current.code }))}
          active={false}
        />
      );
    }
    case 'search':
      return <SearchBar />;
    case 'html':
      return (
        <div className="navbar-html">
          <ConfigHtml value={item.value} />
        </div>
      );
    case 'docsVersionDropdown':
      return <DocsVersionDropdown versions={versions} pluginId={item.pluginId} />;
  }
}


export function Navbar({ manifest, sidebar }: { manifest: Manifest; sidebar: SidebarChunk | null }) {
  const site = manifest.site;
  const { left, right, search } = splitItems(site.navbar);
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
    <header className="navbar">
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
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <Link href="/" className="navbar-brand">
          <NavbarLogo logo={site.logo} />
          {site.navbarTitle && <span className="navbar-title">{site.navbarTitle}</span>}
        </Link>
        <div className="navbar-items navbar-left">
          {left.map((item, i) => (
            <Item key={i} item={item} routes={manifest.routes} versions={manifest.versions} />
          ))}
        </div>
        <div className="navbar-items navbar-right">
          {right.map((item, i) => (
            <Item key={i} item={item} routes={manifest.routes} versions={manifest.versions} />
          ))}
          {!site.colorMode.disableSwitch && <ColorModeToggle colorMode={site.colorMode} />}
          {search && (
            <div className="navbar-search-slot">
              <SearchBar />
            </div>
          )}
        </div>
      </nav>
      {loaded && (
        <Suspense fallback={null}>
          <MobileSidebar open={open} onClose={close} onNavigate={() => setOpenOn(null)} manifest={manifest} sidebar={sidebar} activeRoute={pathname} />
        </Suspense>
      )}
    </header>
  );
}
