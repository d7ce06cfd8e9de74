import DropdownNavbarItem from '../DropdownNavbarItem';

/** `@theme/NavbarItem/DropdownNavbarItem/Desktop`: the bar's menu of links (`items`), this theme's dropdown. */
export default DropdownNavbarItem;
