import { Link } from '../../../../web/theme/Link';
import { NavbarLogo } from '../../../../web/theme/Navbar/Logo';
import { loadedManifest } from '../../manifest';

/** `@theme/Navbar/Logo`: the configured logo and title, a link home (as the chrome's navbar draws them). */
export default function Logo() {
  const { logo, navbarTitle } = loadedManifest().site;
  if (!logo && !navbarTitle) return null;
  return (
    <Link href="/" className="navbar-brand">
      {logo && <NavbarLogo logo={logo} />}
      {navbarTitle && <span className="navbar-title">{navbarTitle}</span>}
    </Link>
  );
}
