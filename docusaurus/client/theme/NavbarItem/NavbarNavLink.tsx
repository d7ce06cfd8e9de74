import DefaultNavbarItem from './DefaultNavbarItem';

/** `@theme/NavbarItem/NavbarNavLink`: a navbar link (`to` or `href`). */
export default DefaultNavbarItem;
