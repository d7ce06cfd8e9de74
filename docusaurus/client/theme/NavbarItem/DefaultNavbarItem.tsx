import DefaultNavbarItemMobile from '@theme/NavbarItem/DefaultNavbarItem/Mobile';
import DefaultNavbarItemDesktop from '@theme/NavbarItem/DefaultNavbarItem/Desktop';
import type { DefaultNavbarItemProps } from './nav-link';

export type { DefaultNavbarItemProps };

/**
 * `@theme/NavbarItem/DefaultNavbarItem`: a navbar link, `to` a page of the site, `href` any URL,
 * drawn by `DefaultNavbarItem/Mobile` in the mobile menu (`mobile`), else `DefaultNavbarItem/Desktop`
 * (a link of the bar, or a dropdown's `<li>` with `isDropdownItem`), through `@theme/` with the
 * default active class, as theme-classic 3.10 draws them: a site's swizzle of either applies (a
 * dropdown draws its items through `@theme/NavbarItem`: a site's wrapper changing an item's props
 * gets this).
 */
export default function DefaultNavbarItem({ mobile = false, position: _position, ...props }: DefaultNavbarItemProps) {
  const Comp = mobile ? DefaultNavbarItemMobile : DefaultNavbarItemDesktop;
  return <Comp {...props} activeClassName={props.activeClassName ?? (mobile ? 'menu__link--active' : 'navbar__link--active')} />;
}
