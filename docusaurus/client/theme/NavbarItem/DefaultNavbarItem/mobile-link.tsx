import { useLocation } from 'react-router';
import { Link } from '../../../../../web/theme/Link';
import { ExternalIcon } from '../../../../../web/theme/ExternalIcon';
import { isExternalUrl } from '../../../../../common/url';
import { routeOf } from '../../route';
import type { DefaultNavbarItemProps } from '../nav-link';
import '../../../../../web/theme/DocSidebar/styles.css';

/** A navbar item as a link of the mobile menu: this theme's menu link, marked when it is the page's. */
export function MobileNavLink({ label, to, href, className, 'aria-label': ariaLabel, target }: DefaultNavbarItemProps) {
  const { pathname } = useLocation();
  const external = !to && !!href && isExternalUrl(href);
  const route = to ? routeOf(to) : href;
  const active = !!to && route === pathname;
  return (
    <Link
      href={route}
      className={['menu__link sidebar-link', active && 'menu__link--active', className].filter(Boolean).join(' ')}
      aria-current={active ? 'page' : undefined}
      aria-label={ariaLabel}
      target={target}
    >
      {label}
      {external && label && <ExternalIcon />}
    </Link>
  );
}
