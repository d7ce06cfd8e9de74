import { NavbarBrand } from '../../theme/Navbar';
import { loadedManifest } from '../manifest';

/** `@theme/Logo`: the configured navbar logo and title, a link home. */
export default function Logo() {
  return <NavbarBrand site={loadedManifest().site} />;
}
