import type { ReactNode } from 'react';
import { Link } from '../../../../web/theme/Link';
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
  mobile?: boolean;
  activeBasePath?: string;
  activeBaseRegex?: string;
  /** The class the link gets when active, which `DefaultNavbarItem` hands its `Desktop` and `Mobile` (this theme marks its own). */
  activeClassName?: string;
  prependBaseUrlToHref?: boolean;
  html?: string;
}

/** A navbar link, `to` a page of the site, `href` any URL: `@theme/NavbarItem/NavbarNavLink`, and what `DefaultNavbarItem` draws. */
export function NavLinkItem({ label, to, href, className, isDropdownItem, 'aria-label': ariaLabel, target }: DefaultNavbarItemProps) {
  const external = !to && !!href && isExternalUrl(href);
  return (
    <Link
      href={to ? routeOf(to) : href}
      className={[isDropdownItem ? 'navbar-dropdown-link' : 'navbar-link', className].filter(Boolean).join(' ')}
      aria-label={ariaLabel}
      target={target}
    >
      {label}
      {external && label && <ExternalIcon />}
    </Link>
  );
}
