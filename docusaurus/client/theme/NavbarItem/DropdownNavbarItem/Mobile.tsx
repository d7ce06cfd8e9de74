import * as navbarItemModule from '@theme/NavbarItem';
import type CompatNavbarItem from '../../NavbarItem';
import type { DefaultNavbarItemProps } from '../DefaultNavbarItem';
import '../../../../../web/theme/MobileSidebar/styles.css';

/**
 * `@theme/NavbarItem/DropdownNavbarItem/Mobile`: a dropdown in the mobile menu, as this theme's
 * menu draws one: its label over its links, always open (theme-classic folds it behind a caret).
 * Each link is drawn as theme-classic draws it, through `@theme/NavbarItem` with `mobile` and
 * `isDropdownItem` (then `DefaultNavbarItem/Mobile` and `NavbarNavLink`), so a site's swizzle of
 * any of them applies to a dropdown's links as to the menu's other links.
 */
export default function DropdownNavbarItemMobile({
  label,
  items = [],
  className,
  onClick,
}: {
  label?: DefaultNavbarItemProps['label'];
  items?: DefaultNavbarItemProps[];
  className?: string;
  position?: 'left' | 'right';
  onClick?: () => void;
}) {
  // To the type checker `@theme/NavbarItem` is this theme's own module (web/theme comes first in the
  // paths); the bundle resolves it to the site's swizzle or the compatibility layer's default export.
  // Read while drawing: `NavbarItem` draws this module in turn.
  const NavbarItem = (navbarItemModule as unknown as { default: typeof CompatNavbarItem }).default;
  return (
    <li className="menu__list-item mobile-menu-group">
      <p className={['mobile-menu-group-label', className].filter(Boolean).join(' ')}>{label}</p>
      <ul className="menu__list sidebar-list">
        {items.map((item, i) => (
          <NavbarItem mobile isDropdownItem onClick={onClick} activeClassName="menu__link--active" {...item} key={i} />
        ))}
      </ul>
    </li>
  );
}
