import { FooterCopyright } from '../../../theme/Footer';
import { loadedManifest } from '../../manifest';

/** `@theme/Footer/Copyright`: the config's copyright, its HTML parsed at build time (nothing is parsed as HTML in the browser). */
export default function Copyright() {
  return <FooterCopyright copyright={loadedManifest().site.footer.copyright} />;
}
