import NavbarLogo from './Navbar/Logo';

/** `@theme/Logo`: the configured navbar logo and title, a link home. */
export default NavbarLogo;
