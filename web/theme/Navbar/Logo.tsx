import type { Manifest } from '../../../common/contract';
import { ThemedImage } from '../ThemedImage';
import { withBase } from '../../app/base-url';

/** The navbar logo, one image per colour mode when the config gives `srcDark`. */
export function NavbarLogo({ logo }: { logo: Manifest['site']['logo'] }) {
  const size = { width: logo.width ?? 32, height: logo.height ?? 32 };
  return logo.srcDark && logo.srcDark !== logo.src ? (
    <ThemedImage sources={{ light: logo.src, dark: logo.srcDark }} alt={logo.alt} {...size} />
  ) : (
    <img src={withBase(logo.src)} alt={logo.alt} {...size} />
  );
}
