import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { Location } from 'react-router';
import { Link } from '../../../../web/theme/Link';
import { isActive } from '../../../../web/theme/Navbar/items';
import { BASE_URL } from '../../../../web/app/base-url';
import { ExternalIcon } from '../../../../web/theme/ExternalIcon';
import { isExternalUrl } from '../../../../common/url';
import { useLocation as useDocusaurusLocation, type Match } from '../../api/router';
import { navLinkMatch } from '../../../shared/match-path';
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
  /**
   * React Router 5's `NavLink` rule, which theme-classic's doc items give (`DocNavbarItem`: the doc's
   * page or any page of its sidebar): replaces the path's own match when given.
   */
  isActive?: (match: Match | null, location: Location) => boolean;
  /** The path's own match is the page alone, not the pages under it (React Router 5's `exact`). */
  exact?: boolean;
  prependBaseUrlToHref?: boolean;
  html?: string;
  /** A `data-*` attribute (a site's `NavbarNavLink` wrapper marking its links) reaches the anchor, as Docusaurus's Link spreads its props. */
  [data: `data-${string}`]: string | undefined;
}

/** The anchor's own attributes among a link's other props (`data-*`, `aria-*`, a handler): Docusaurus's Link spreads them onto its anchor. */
function anchorAttributes(props: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(props).filter(([key]) => /^(data-|aria-)/.test(key) || ['onClick', 'title', 'rel', 'lang', 'id', 'tabIndex'].includes(key)),
  );
}

/**
 * Whether a navbar link is the page's, as theme-classic's `NavbarNavLink` marks it: the item's
 * `isActive(match, location)` when it gives one (on Docusaurus's location, under the base URL),
 * else its `activeBasePath`/`activeBaseRegex`, else its page or a path under it (`exact`: its page).
 */
function useNavLinkActive({
  to,
  href,
  isActive: rule,
  exact,
  activeBasePath,
  activeBaseRegex,
}: Pick<DefaultNavbarItemProps, 'to' | 'href' | 'isActive' | 'exact' | 'activeBasePath' | 'activeBaseRegex'>): boolean {
  const { pathname } = useLocation();
  const location = useDocusaurusLocation();
  const external = !to && !!href && isExternalUrl(href);
  const route = to ? routeOf(to) : href;
  if (!route || external) return false;
  if (rule) return Boolean(rule(to ? navLinkMatch(pathname, route, { exact }) : null, location));
  if (!to && !activeBasePath && !activeBaseRegex) return false;
  if (exact && !activeBasePath && !activeBaseRegex) return pathname === route.replace(/[?#].*$/, '');
  const own = { ...(activeBasePath ? { activeBasePath: routeOf(activeBasePath) } : {}), ...(activeBaseRegex ? { activeBaseRegex } : {}) };
  return isActive(pathname, route, {}, { rule: own, base: BASE_URL });
}

/** This theme's look for the link: a dropdown's, the mobile menu's (theme-classic's `menu__link`, which `DefaultNavbarItem/Mobile` gives), else the bar's. */
const lookOf = (isDropdownLink: boolean | undefined, className: string | undefined) =>
  isDropdownLink ? 'navbar-dropdown-link' : /(^|\s)menu__link(\s|$)/.test(className ?? '') ? 'sidebar-link' : 'navbar-link';

/**
 * A navbar link, `to` a page of the site, `href` any URL: `@theme/NavbarItem/NavbarNavLink`, and what
 * `DefaultNavbarItem` draws. A page of the site is marked while it is read (`useNavLinkActive`), as
 * theme-classic's `NavLink` marks it: `aria-current` and the `activeClassName` it was given.
 */
export function NavLinkItem(props: DefaultNavbarItemProps) {
  const { label, to, href, className, isDropdownItem, isDropdownLink = isDropdownItem, 'aria-label': ariaLabel, target, activeClassName } = props;
  const external = !to && !!href && isExternalUrl(href);
  const route = to ? routeOf(to) : href;
  const active = useNavLinkActive(props);
  // The bar's active link is this theme's `active` look too (beside the class Docusaurus's props name).
  const look = lookOf(isDropdownLink, className);
  return (
    <Link
      {...anchorAttributes(props as Record<string, unknown>)}
      href={route}
      className={[...(look === 'sidebar-link' ? [className, look] : [look, className]), active && look === 'navbar-link' && 'active', active && activeClassName]
        .filter(Boolean)
        .join(' ')}
      aria-current={active ? 'page' : undefined}
      aria-label={ariaLabel}
      target={target}
    >
      {label}
      {external && label && <ExternalIcon />}
    </Link>
  );
}
