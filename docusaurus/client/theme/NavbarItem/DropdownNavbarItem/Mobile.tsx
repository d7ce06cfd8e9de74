import type { DefaultNavbarItemProps } from '../DefaultNavbarItem';
import { MobileNavLink } from '../DefaultNavbarItem/mobile-link';
import '../../../../../web/theme/MobileSidebar/styles.css';

/**
 * `@theme/NavbarItem/DropdownNavbarItem/Mobile`: a dropdown in the mobile menu, as this theme's
 * menu draws one: its label over its links, always open (theme-classic folds it behind a caret).
 */
export default function DropdownNavbarItemMobile({
  label,
  items = [],
  className,
}: {
  label?: DefaultNavbarItemProps['label'];
  items?: DefaultNavbarItemProps[];
  className?: string;
  position?: 'left' | 'right';
  onClick?: () => void;
}) {
  return (
    <li className="menu__list-item mobile-menu-group">
      <p className={['mobile-menu-group-label', className].filter(Boolean).join(' ')}>{label}</p>
      <ul className="menu__list sidebar-list">
        {items.map((item, i) => (
          <li key={i} className="menu__list-item">
            <MobileNavLink {...item} />
          </li>
        ))}
      </ul>
    </li>
  );
}
