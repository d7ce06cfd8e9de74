import { NavLinkItem } from './nav-link';

/** `@theme/NavbarItem/NavbarNavLink`: a navbar link (`to` or `href`). */
export default NavLinkItem;
