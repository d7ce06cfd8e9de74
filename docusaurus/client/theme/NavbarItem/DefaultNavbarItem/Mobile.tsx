import NavbarNavLink from '@theme/NavbarItem/NavbarNavLink';
import type { DefaultNavbarItemProps } from '../nav-link';
import '../../../../../web/theme/DocSidebar/styles.css';

/**
 * `@theme/NavbarItem/DefaultNavbarItem/Mobile`: a link of the mobile menu (`menu__list-item`,
 * `menu__link`), drawn through `@theme/NavbarItem/NavbarNavLink` as theme-classic draws it (a site's
 * swizzle of it applies), in this theme's menu link look.
 */
export default function DefaultNavbarItemMobile({
  className,
  isDropdownItem: _dropdown,
  activeClassName = 'menu__link--active',
  ...props
}: DefaultNavbarItemProps) {
  return (
    <li className="menu__list-item">
      {/* The menu's active class unless the caller names one (drawn directly, without DefaultNavbarItem's). */}
      <NavbarNavLink className={['menu__link', className].filter(Boolean).join(' ')} activeClassName={activeClassName} {...props} />
    </li>
  );
}
