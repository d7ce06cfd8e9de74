import type { NavbarItem } from '../../../common/contract';
import { MobileNavLink } from './NavLink';

/**
 * A configured dropdown in the mobile menu, its label over its links (Docusaurus's
 * `NavbarItem/DropdownNavbarItem` with `mobile`), a module of its own so a site's swizzle of that
 * name takes its place here too (chrome-slots.ts).
 */
export function MobileDropdownItem({ item, routes }: { item: Extract<NavbarItem, { type: 'dropdown' }>; routes: Record<string, { sidebar?: string }> }) {
  return (
    <li className="mobile-menu-group">
      <p className={item.className ? `mobile-menu-group-label ${item.className}` : 'mobile-menu-group-label'}>{item.label}</p>
      <ul className="sidebar-list">
        {item.items.map((sub) => (
          <MobileNavLink key={sub.href} label={sub.label} href={sub.href} routes={routes} look={sub} />
        ))}
      </ul>
    </li>
  );
}
