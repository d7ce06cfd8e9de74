import { ConfigHtml } from '../../../../web/theme/ConfigHtml';
import { loadedManifest } from '../../manifest';

/** `@theme/Footer/Copyright`: the config's copyright, its HTML parsed at build time (nothing is parsed as HTML in the browser). */
export default function Copyright() {
  const footer = loadedManifest().site.footer;
  return (
    footer && (
      <div className="footer-copyright">
        <ConfigHtml value={footer.copyright} belowFold />
      </div>
    )
  );
}
