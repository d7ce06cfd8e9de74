import { NavbarDropdown } from '../../../../../web/theme/NavbarDropdown';
import { isExternalUrl } from '../../../../../common/url';
import { routeOf } from '../../route';
import type { DefaultNavbarItemProps } from '../DefaultNavbarItem';

/** `@theme/NavbarItem/DropdownNavbarItem/Desktop`: the bar's menu of links (`items`, each `to` or `href`), this theme's dropdown. */
export default function DropdownNavbarItemDesktop({
  label,
  items = [],
  className,
  position,
}: {
  label?: string;
  items?: DefaultNavbarItemProps[];
  className?: string;
  position?: 'left' | 'right';
}) {
  const entries = items.map((i) => ({
    label: typeof i.label === 'string' ? i.label : '',
    href: i.to ? routeOf(i.to) : (i.href ?? '/'),
    active: false,
    className: i.className,
    external: !i.to && !!i.href && isExternalUrl(i.href),
    target: i.target,
  }));
  return <NavbarDropdown label={label ?? ''} className={className} items={entries} active={false} align={position === 'right' ? 'right' : 'left'} />;
}
