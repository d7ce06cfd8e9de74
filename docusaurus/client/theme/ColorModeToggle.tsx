import { ColorModeToggle as ThemeToggle } from '../../../web/theme/ColorModeToggle';
import { loadedManifest } from '../manifest';

/** `@theme/ColorModeToggle`: the light/dark switch, with the site's colour mode settings. */
export default function ColorModeToggle() {
  return <ThemeToggle colorMode={loadedManifest().site.colorMode} />;
}
