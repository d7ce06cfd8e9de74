import { useLocation } from 'react-router';
import type { NavbarItemLook } from '../../../common/contract';
import { Link } from '../Link';
import { ExternalIcon } from '../ExternalIcon';
import { isActive } from '../Navbar/items';
import { BASE_URL } from '../../app/base-url';

/** One link of the mobile menu's main panel, in its `<li>`, marked when it is the page being read. */
export function MobileNavLink({
  label,
  href,
  routes,
  look = {},
}: {
  label: string;
  href: string;
  routes: Record<string, { sidebar?: string }>;
  look?: NavbarItemLook & { external?: boolean };
}) {
  const { pathname } = useLocation();
  const active = !look.external && isActive(pathname, href, routes, { rule: look, base: BASE_URL });
  return (
    <li>
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
}
