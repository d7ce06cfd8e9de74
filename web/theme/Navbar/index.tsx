import { lazy, Suspense, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { BootManifest, NavbarItem, SidebarChunk } from '../../../common/contract';
import { navbarDocRoute, type DocHere } from '../../app/versions';
import { readPreferredVersion } from '../../app/docs-version';
import { useClientValue } from '../../app/use-client-value';
import { Link } from '../Link';
import { ExternalIcon } from '../ExternalIcon';
import { ColorModeToggle } from '../ColorModeToggle';
import { NavbarDropdown } from '../NavbarDropdown';
import { SearchBar } from '../SearchBar';
import { isActive, splitItems, type ActiveOptions } from './items';
import { BASE_URL } from '../../app/base-url';
import { ConfigHtml } from '../ConfigHtml';
import { NavbarLogo } from './Logo';
import { DocsVersionDropdown } from '../DocsVersionDropdown';
import { LocaleDropdown } from '../LocaleDropdown';
import './styles.css';

// framer-motion comes with the mobile menu, loaded the first time the hamburger is used.
const loadMobileSidebar = () => import('../MobileSidebar');
const MobileSidebar = lazy(loadMobileSidebar);

function Item({
  item,
  routes,
  versions,
  i18n,
  doc,
}: {
  item: NavbarItem;
  routes: Record<string, { sidebar?: string }>;
  versions: BootManifest['versions'];
  i18n?: BootManifest['i18n'];
  doc: DocHere;
}) {
  const { pathname } = useLocation();
  const linkActive = (href: string, rule: ActiveOptions['rule']) => isActive(pathname, href, routes, { rule, base: BASE_URL });
  // Read after hydration (the prerendered page knows no reader); re-read on every render.
  const preferred = useClientValue(() => (item.type === 'doc' && item.versions ? readPreferredVersion() : null), null);
  switch (item.type) {
    case 'dropdown': {
      const entries = item.items.map((i) => ({
        label: i.label,
        href: i.href,
        active: !i.external && linkActive(i.href, i),
        className: i.className,
        ariaLabel: i.ariaLabel,
        external: i.external,
        target: i.target,
      }));
      return (
        <NavbarDropdown label={item.label} buttonLabel={item.ariaLabel} className={item.className} items={entries} active={entries.some((e) => e.active)} />
      );
    }
    case 'doc': {
      const route = navbarDocRoute(item, versions, pathname, doc, preferred);
      const active = linkActive(route, item);
      return (
        <Link href={route} className={linkClass(active, item.className)} aria-current={active ? 'page' : undefined} aria-label={item.ariaLabel}>
          {item.label}
        </Link>
      );
    }
    case 'link': {
      const active = !item.external && linkActive(item.href, item);
      return (
        <Link
          href={item.href}
          className={linkClass(active, item.className)}
          aria-current={active ? 'page' : undefined}
          aria-label={item.ariaLabel}
          target={item.target}
        >
          {item.label}
          {/* Docusaurus marks a labelled link that leaves the site (an icon-only one is its own mark). */}
          {item.external && item.label && <ExternalIcon />}
        </Link>
      );
    }
    case 'localeDropdown':
      return <LocaleDropdown i18n={i18n} item={item} />;
    case 'search':
      return <SearchBar />;
    case 'html':
      return (
        <div className="navbar-html">
          <ConfigHtml value={item.value} />
        </div>
      );
    case 'docsVersionDropdown':
      return <DocsVersionDropdown versions={versions} pluginId={item.pluginId} doc={doc} />;
  }
}

/** The site's own class (`header-github-link`) joins the theme's, as Docusaurus joins it to `navbar__link`. */
const linkClass = (active: boolean, own: string | undefined) => ['navbar-link', active && 'active', own].filter(Boolean).join(' ');

export function Navbar({
  manifest,
  routes,
  doc,
  sidebar,
}: {
  manifest: BootManifest;
  /** The routes this page knows (navbar targets and itself), for active marks. */
  routes: Record<string, { sidebar?: string }>;
  doc: DocHere;
  sidebar: SidebarChunk | null;
}) {
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
            <Item key={i} item={item} routes={routes} versions={manifest.versions} i18n={manifest.i18n} doc={doc} />
          ))}
        </div>
        <div className="navbar-items navbar-right">
          {right.map((item, i) => (
            <Item key={i} item={item} routes={routes} versions={manifest.versions} i18n={manifest.i18n} doc={doc} />
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
