import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { NavbarItem, SiteConfigJson } from '../../../pipeline/contract';
import { Link } from '../Link';
import { ColorModeToggle } from '../ColorModeToggle';
import { SearchBar } from '../SearchBar';
import './styles.css';

function isActive(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(href.endsWith('/') ? href : `${href}/`);
}

function Dropdown({ item }: { item: Extract<NavbarItem, { type: 'dropdown' }> }) {
  const { pathname } = useLocation();
  // Open state is tied to the path it was opened on, so navigating closes the menu.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean | ((o: boolean) => boolean)) =>
    setOpenOn((current) => ((typeof value === 'function' ? value(current === pathname) : value) ? pathname : null));
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpenOn(null);
    const onClick = (e: MouseEvent) => ref.current && !ref.current.contains(e.target as Node) && setOpenOn(null);
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [open]);
  const active = item.items.some((i) => isActive(pathname, i.href));
  return (
    <div ref={ref} className={`navbar-dropdown${open ? ' open' : ''}`} onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      <button type="button" className={`navbar-link${active ? ' active' : ''}`} aria-expanded={open} aria-haspopup="true" onClick={() => setOpen((o) => !o)}>
        {item.label} <span aria-hidden="true">▾</span>
      </button>
      <ul className="navbar-dropdown-menu" hidden={!open}>
        {item.items.map((sub) => (
          <li key={sub.href}>
            <Link href={sub.href} className="navbar-dropdown-link" aria-current={isActive(pathname, sub.href) ? 'page' : undefined}>
              {sub.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Item({ item }: { item: NavbarItem }) {
  const { pathname } = useLocation();
  switch (item.type) {
    case 'dropdown':
      return <Dropdown item={item} />;
    case 'doc':
      return (
        <Link href={item.route} className={`navbar-link${isActive(pathname, item.route) ? ' active' : ''}`}>
          {item.label}
        </Link>
      );
    case 'link':
      return (
        <Link href={item.href} className={`navbar-link${!item.external && isActive(pathname, item.href) ? ' active' : ''}`}>
          {item.label}
        </Link>
      );
    case 'search':
      return <SearchBar />;
    case 'localeDropdown':
      return (
        <span className="navbar-locale" title="Language">
          {item.locales[0]?.label ?? 'English'}
        </span>
      );
  }
}

export function Navbar({ site }: { site: SiteConfigJson }) {
  const left = site.navbar.filter((i) => i.position === 'left');
  const right = site.navbar.filter((i) => i.position === 'right');
  return (
    <header className="navbar">
      <nav className="navbar-inner" aria-label="Main">
        <Link href="/" className="navbar-brand">
          <img src={site.logo.src} alt={site.logo.alt} width="32" height="32" />
          <span>
            {site.title.replace(/ Developer Docs$/, '')} <b>Developers</b>
          </span>
        </Link>
        <div className="navbar-items">
          {left.map((item, i) => (
            <Item key={i} item={item} />
          ))}
        </div>
        <div className="navbar-items navbar-right">
          {right.map((item, i) => (
            <Item key={i} item={item} />
          ))}
          <ColorModeToggle />
        </div>
      </nav>
    </header>
  );
}
