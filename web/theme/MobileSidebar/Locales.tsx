import { useLocation } from 'react-router';
import type { NavbarItem } from '../../../common/contract';
import { MobileNavLink } from './NavLink';

/**
 * The locale dropdown in the mobile menu, its locales under a label (Docusaurus's
 * `NavbarItem/LocaleDropdownNavbarItem` with `mobile`), a module of its own so a site's swizzle of
 * that name takes its place here too (chrome-slots.ts).
 */
export function MobileLocaleItem({ item, routes }: { item: Extract<NavbarItem, { type: 'localeDropdown' }>; routes: Record<string, { sidebar?: string }> }) {
  const { pathname } = useLocation();
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
}
