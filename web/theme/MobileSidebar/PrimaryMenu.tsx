import { useLocation } from 'react-router';
import type { NavbarItem, NavbarItemLook } from '../../../common/contract';
import { Link } from '../Link';
import { ExternalIcon } from '../ExternalIcon';
import { isActive } from '../Navbar/items';
import { BASE_URL } from '../../app/base-url';
import { ConfigHtml } from '../ConfigHtml';

/** The mobile menu's main panel: the navbar's items (Docusaurus's `Navbar/MobileSidebar/PrimaryMenu`). */
export function MobileSidebarPrimaryMenu({ items, routes }: { items: NavbarItem[]; routes: Record<string, { sidebar?: string }> }) {
  const { pathname } = useLocation();
  const link = (label: string, href: string, key: string, look: NavbarItemLook & { external?: boolean } = {}) => {
    const active = !look.external && isActive(pathname, href, routes, { rule: look, base: BASE_URL });
    return (
      <li key={key}>
        <Link
          href={href}
          className={look.className ? `sidebar-link ${look.className}` : 'sidebar-link'}
          aria-current={active ? 'page' : undefined}
          aria-label={look.ariaLabel}
          target={look.target}
        >
          {label}
          {look.external && label && <ExternalIcon />}
        </Link>
      </li>
    );
  };
  return (
    <ul className="sidebar-list mobile-main-menu">
      {items.map((item, i) => {
        switch (item.type) {
          case 'dropdown':
            return (
              <li key={i} className="mobile-menu-group">
                <p className={item.className ? `mobile-menu-group-label ${item.className}` : 'mobile-menu-group-label'}>{item.label}</p>
                <ul className="sidebar-list">{item.items.map((sub) => link(sub.label, sub.href, sub.href, sub))}</ul>
              </li>
            );
          case 'doc':
            return link(item.label, item.route, `doc-${i}`, item);
          case 'link':
            return link(item.label, item.href, `link-${i}`, item);
          case 'localeDropdown':
            return (
              <li key={i} className="mobile-menu-group">
                <p className="mobile-menu-group-label">Language</p>
                <ul className="sidebar-list">{item.locales.map((l) => link(l.label, pathname, l.code))}</ul>
              </li>
            );
          case 'html':
            return (
              <li key={i} className="mobile-menu-html">
                <ConfigHtml value={item.value} />
              </li>
            );
          case 'search':
          case 'docsVersionDropdown':
            return null;
        }
      })}
    </ul>
  );
}
