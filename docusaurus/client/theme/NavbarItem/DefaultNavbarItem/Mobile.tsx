import type { DefaultNavbarItemProps } from '../nav-link';
import { MobileNavLink } from './mobile-link';

/** `@theme/NavbarItem/DefaultNavbarItem/Mobile`: a link of the mobile menu (`menu__list-item`, `menu__link`), drawn as this theme's menu links. */
export default function DefaultNavbarItemMobile({ isDropdownItem: _dropdown, ...props }: DefaultNavbarItemProps) {
  return (
    <li className="menu__list-item">
      <MobileNavLink {...props} />
    </li>
  );
}
