import { NavbarBrand } from '../../../../web/theme/Navbar/Logo';
import { loadedManifest } from '../../manifest';

/** `@theme/Navbar/Logo`: the configured logo and title, a link home (as the chrome's navbar draws them). */
export default function Logo() {
  return <NavbarBrand site={loadedManifest().site} />;
}
