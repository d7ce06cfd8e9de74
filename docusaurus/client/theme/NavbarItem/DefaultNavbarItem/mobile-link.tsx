import { useLocation } from 'react-router';
import { Link } from '../../../../../web/theme/Link';
import { ExternalIcon } from '../../../../../web/theme/ExternalIcon';
import { isExternalUrl } from '../../../../../common/url';
import { routeOf } from '../../route';
import { anchorAttributes, useNavLinkActive, type DefaultNavbarItemProps } from '../nav-link';
import '../../../../../web/theme/DocSidebar/styles.css';

/** A navbar item as a link of the mobile menu: this theme's menu link, marked when it is the page's (or by the item's `isActive`). */
export function MobileNavLink(props: DefaultNavbarItemProps) {
  const { label, to, href, className, 'aria-label': ariaLabel, target, isActive } = props;
  const { pathname } = useLocation();
  const external = !to && !!href && isExternalUrl(href);
  const route = to ? routeOf(to) : href;
  // The item's own rule when it gives one (a doc item: any page of its sidebar), else its page alone.
  const ruled = useNavLinkActive(props);
  const active = isActive ? ruled : !!to && route === pathname;
  return (
    <Link
      {...anchorAttributes(props as Record<string, unknown>)}
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
