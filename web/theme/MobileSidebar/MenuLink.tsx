import { useLocation } from 'react-router';
import type { NavbarItemLook } from '../../../common/contract';
import { Link } from '../Link';
import { ExternalIcon } from '../ExternalIcon';
import { isActive } from '../Navbar/items';
import { BASE_URL } from '../../app/base-url';

/**
 * The anchor of a mobile menu link, marked when it is the page being read: a module of its own
 * inside its `<li>` (`NavLink.tsx`), as theme-classic's `DefaultNavbarItem/Mobile` draws
 * `NavbarNavLink` inside its `<li>`, so a site's swizzle of that name takes its place (chrome-slots.ts).
 */
export function MobileMenuLink({
  label,
  href,
  routes,
  look = {},
  active: marked,
  onClick,
}: {
  label: string;
  href: string;
  routes: Record<string, { sidebar?: string }>;
  /** `lang`: a locale's link (the locale dropdown's), in that language, as the bar's dropdown marks it. */
  look?: NavbarItemLook & { external?: boolean; lang?: string };
  /** Marked (or not) whatever its path: a version's link, marked when it is the version being read. */
  active?: boolean;
  /** What following it does besides navigating (a version's link keeps the reader's choice). */
  onClick?: () => void;
}) {
  const { pathname } = useLocation();
  const active = marked ?? (!look.external && isActive(pathname, href, routes, { rule: look, base: BASE_URL }));
  return (
    <Link
      href={href}
      className={look.className ? `sidebar-link ${look.className}` : 'sidebar-link'}
      aria-current={active ? 'page' : undefined}
      aria-label={look.ariaLabel}
      target={look.target}
      lang={look.lang}
      hrefLang={look.lang}
      onClick={onClick}
    >
      {label}
      {look.external && label && <ExternalIcon />}
    </Link>
  );
}
