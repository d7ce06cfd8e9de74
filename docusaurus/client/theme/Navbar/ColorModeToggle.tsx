import ColorModeToggle from '../ColorModeToggle';
import { loadedManifest } from '../../manifest';

/** `@theme/Navbar/ColorModeToggle`: the light/dark switch, unless the config disables it. */
export default function NavbarColorModeToggle() {
  return loadedManifest().site.colorMode.disableSwitch ? null : <ColorModeToggle />;
}
