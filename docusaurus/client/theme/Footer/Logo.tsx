import { FooterLogo } from '../../../../web/theme/Footer/Logo';
import { loadedManifest } from '../../manifest';

/** `@theme/Footer/Logo`: the configured footer logo. */
export default function Logo() {
  const logo = loadedManifest().site.footer?.logo;
  return logo && <FooterLogo logo={logo} />;
}
