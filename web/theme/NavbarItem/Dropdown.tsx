import { useLocation } from 'react-router';
import type { NavbarItem } from '../../../common/contract';
import { NavbarDropdown } from '../NavbarDropdown';
import { isActive } from '../Navbar/items';
import { BASE_URL } from '../../app/base-url';

/**
 * A configured dropdown in the bar (Docusaurus's `NavbarItem/DropdownNavbarItem`), a module of its
 * own so a site's swizzle of that name takes its place (docusaurus/node/theme/chrome-slots.ts).
 */
export function DropdownNavbarItem({ item, routes }: { item: Extract<NavbarItem, { type: 'dropdown' }>; routes: Record<string, { sidebar?: string }> }) {
  const { pathname } = useLocation();
  const entries = item.items.map((i) => ({
    label: i.label,
    href: i.href,
    active: !i.external && isActive(pathname, i.href, routes, { rule: i, base: BASE_URL }),
    className: i.className,
    ariaLabel: i.ariaLabel,
    external: i.external,
    target: i.target,
  }));
  return <NavbarDropdown label={item.label} buttonLabel={item.ariaLabel} className={item.className} items={entries} active={entries.some((e) => e.active)} />;
}
