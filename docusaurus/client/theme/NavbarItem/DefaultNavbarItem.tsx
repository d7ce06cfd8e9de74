import { NavLinkItem, type DefaultNavbarItemProps } from './nav-link';
import { MobileNavLink } from './DefaultNavbarItem/mobile-link';

export type { DefaultNavbarItemProps };

/**
 * `@theme/NavbarItem/DefaultNavbarItem`: a navbar link, `to` a page of the site, `href` any URL; in
 * the mobile menu (`mobile`) a menu link, and as a dropdown's item (`isDropdownItem`) a
 * `dropdown__link` in its own `<li>`, as theme-classic's `Desktop` and `Mobile` draw them (a
 * dropdown draws its items through `@theme/NavbarItem`: a site's wrapper changing an item's props
 * gets this).
 */
export default function DefaultNavbarItem({ mobile, ...props }: DefaultNavbarItemProps) {
  if (mobile)
    return (
      <li className="menu__list-item">
        <MobileNavLink {...props} />
      </li>
    );
  if (!props.isDropdownItem) return <NavLinkItem {...props} />;
  return (
    <li>
      <NavLinkItem {...props} className={['dropdown__link', props.className].filter(Boolean).join(' ')} />
    </li>
  );
}
