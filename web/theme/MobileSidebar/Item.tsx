import { useLocation } from 'react-router';
import type { NavbarItem } from '../../../common/contract';
import { ConfigHtml } from '../ConfigHtml';
import { MobileNavLink } from './NavLink';
import { MobileDropdownItem } from './Dropdown';

/**
 * One navbar item in the mobile menu's main panel, by its `type` (Docusaurus's `NavbarItem` with
 * `mobile`, which its `PrimaryMenu` draws for each item): a module of its own so a site's swizzled
 * `NavbarItem` draws the menu's items too, as on Docusaurus (chrome-slots.ts).
 */
export function MobileSidebarItem({ item, routes }: { item: NavbarItem; routes: Record<string, { sidebar?: string }> }) {
  const { pathname } = useLocation();
  switch (item.type) {
    case 'dropdown':
      return <MobileDropdownItem item={item} routes={routes} />;
    case 'doc':
      return <MobileNavLink label={item.label} href={item.route} routes={routes} look={item} />;
    case 'link':
      return <MobileNavLink label={item.label} href={item.href} routes={routes} look={item} />;
    case 'localeDropdown':
      return (
        <li className="mobile-menu-group">
          <p className="mobile-menu-group-label">Language</p>
          <ul className="sidebar-list">
            {item.locales.map((l) => (
              <MobileNavLink key={l.code} label={l.label} href={pathname} routes={routes} />
            ))}
          </ul>
        </li>
      );
    case 'html':
      return (
        <li className="mobile-menu-html">
          <ConfigHtml value={item.value} />
        </li>
      );
    case 'search':
    case 'docsVersionDropdown':
      return null;
  }
}
