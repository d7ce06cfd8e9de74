import { useLocation } from 'react-router';
import { useNavbarLinkTarget, type NavbarLinkItemProps } from './link-target';
import { Link } from '../Link';
import { ExternalIcon } from '../ExternalIcon';
import { isActive } from '../Navbar/items';
import { BASE_URL } from '../../app/base-url';

/**
 * A link in the bar, to a doc (`doc`, `docSidebar`: its route in the version being read) or a
 * configured `to`/`href` (Docusaurus's `NavbarItem/DefaultNavbarItem`, which its doc items draw
 * too), a module of its own so a site's swizzle of that name takes its place (chrome-slots.ts).
 */
export function DefaultNavbarItem({ item, routes, versions, doc }: NavbarLinkItemProps) {
  const { pathname } = useLocation();
  const { href, label } = useNavbarLinkTarget(item, versions, doc);
  const external = item.type === 'link' && item.external;
  const active = !external && isActive(pathname, href, routes, { rule: item, base: BASE_URL });
  return (
    <Link
      href={href}
      className={['navbar-link', active && 'active', item.className].filter(Boolean).join(' ')}
      aria-current={active ? 'page' : undefined}
      aria-label={item.ariaLabel}
      target={item.target}
    >
      {label}
      {/* Docusaurus marks a labelled link that leaves the site (an icon-only one is its own mark). */}
      {external && label && <ExternalIcon />}
    </Link>
  );
}
