import { NavbarBrand } from '../../../theme/Navbar';
import { loadedManifest } from '../../manifest';

/** `@theme/Navbar/Logo`: the configured logo and title, a link home. */
export default function Logo() {
  return <NavbarBrand site={loadedManifest().site} />;
}
