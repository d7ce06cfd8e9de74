import { FooterLinks } from '../../../../web/theme/Footer/Links';
import { loadedManifest } from '../../manifest';

/**
 * `@theme/Footer/Links`: the config's link columns (resolved at build time; the `links` prop is the
 * same config), drawn as this theme's footer draws them.
 */
export default function Links() {
  const columns = loadedManifest().site.footer?.columns ?? [];
  return columns.length > 0 && <FooterLinks columns={columns} />;
}
