import { FooterColumns } from '../../../../web/theme/Footer';
import { loadedManifest } from '../../manifest';

/**
 * `@theme/Footer/Links`: the config's link columns (resolved at build time; the `links` prop is the
 * same config), drawn by this theme's footer's own columns.
 */
export default function Links() {
  return <FooterColumns columns={loadedManifest().site.footer.columns} />;
}
