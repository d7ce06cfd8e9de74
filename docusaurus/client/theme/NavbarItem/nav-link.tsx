import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../../../../web/theme/Link';
import { isActive } from '../../../../web/theme/Navbar/items';
import { BASE_URL } from '../../../../web/app/base-url';
import { ExternalIcon } from '../../../../web/theme/ExternalIcon';
import { isExternalUrl } from '../../../../common/url';
import { routeOf } from '../route';

export interface DefaultNavbarItemProps {
  label?: ReactNode;
  to?: string;
  href?: string;
  className?: string;
  'aria-label'?: string;
  target?: string;
  /** Docusaurus's layout and active-mark options: the theme's own navbar marks its items. */
  position?: 'left' | 'right';
  isDropdownItem?: boolean;
  /** What `DefaultNavbarItem/Desktop` hands `NavbarNavLink` for a dropdown's item (theme-classic's name there). */
  isDropdownLink?: boolean;
  mobile?: boolean;
  activeBasePath?: string;
  activeBaseRegex?: string;
  /** The class the link gets when active, which `DefaultNavbarItem` hands its `Desktop` and `Mobile` (this theme marks its own). */
  activeClassName?: string;
  prependBaseUrlToHref?: boolean;
  html?: string;
}

/**
 * A navbar link, `to` a page of the site, `href` any URL: `@theme/NavbarItem/NavbarNavLink`, and what
 * `DefaultNavbarItem` draws. A page of the site is marked while it is read (its path or one under
 * it, or the item's `activeBasePath`/`activeBaseRegex`), as theme-classic's `NavLink` marks it:
 * `aria-current` and the `activeClassName` it was given.
 */
export function NavLinkItem({
  label,
  to,
  href,
  className,
  isDropdownItem,
  isDropdownLink = isDropdownItem,
  'aria-label': ariaLabel,
  target,
  activeClassName,
  activeBasePath,
  activeBaseRegex,
}: DefaultNavbarItemProps) {
  const { pathname } = useLocation();
  const external = !to && !!href && isExternalUrl(href);
  const route = to ? routeOf(to) : href;
  const rule = { ...(activeBasePath ? { activeBasePath: routeOf(activeBasePath) } : {}), ...(activeBaseRegex ? { activeBaseRegex } : {}) };
  const active = !!route && !external && (!!to || !!activeBasePath || !!activeBaseRegex) && isActive(pathname, route, {}, { rule, base: BASE_URL });
  return (
    <Link
      href={route}
      className={[isDropdownLink ? 'navbar-dropdown-link' : 'navbar-link', className, active && activeClassName].filter(Boolean).join(' ')}
      aria-current={active ? 'page' : undefined}
      aria-label={ariaLabel}
      target={target}
    >
      {label}
      {external && label && <ExternalIcon />}
    </Link>
  );
}
