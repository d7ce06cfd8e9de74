import NavbarNavLink from '@theme/NavbarItem/NavbarNavLink';
import type { DefaultNavbarItemProps } from '../nav-link';

/**
 * `@theme/NavbarItem/DefaultNavbarItem/Desktop`: a link of the bar (`navbar__item navbar__link`),
 * or, as a dropdown's item (`isDropdownItem`), a `dropdown__link` in its own `<li>`, drawn through
 * `@theme/NavbarItem/NavbarNavLink` as theme-classic draws it (a site's swizzle of it applies).
 */
export default function DefaultNavbarItemDesktop({ className, isDropdownItem = false, ...props }: DefaultNavbarItemProps) {
  const link = (
    <NavbarNavLink
      {...props}
      isDropdownLink={isDropdownItem}
      className={[isDropdownItem ? 'dropdown__link' : 'navbar__item navbar__link', className].filter(Boolean).join(' ')}
    />
  );
  return isDropdownItem ? <li>{link}</li> : link;
}
