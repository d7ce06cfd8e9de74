import { FooterColumns } from '../../../theme/Footer';
import { loadedManifest } from '../../manifest';

/** `@theme/Footer/Links`: the config's link columns (resolved at build time; the `links` prop is the same config). */
export default function Links() {
  return <FooterColumns columns={loadedManifest().site.footer.columns} />;
}
