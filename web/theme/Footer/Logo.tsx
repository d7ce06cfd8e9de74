import type { SiteLogo } from '../../../common/contract';
import { Link } from '../Link';
import { ThemedImage } from '../ThemedImage';
import { withBase } from '../../app/base-url';

/** The configured footer logo (Docusaurus's `Footer/Logo`). */
export function FooterLogo({ logo }: { logo: SiteLogo }) {
  // Sizes go in a style too (as Docusaurus does): `height: '30px'` is CSS, and the page's
  // `img { height: auto }` would otherwise win over the attribute.
  const width = logo.width ?? (logo.height ? undefined : 44);
  const height = logo.height ?? (logo.width ? undefined : 44);
  const size = { width, height, style: { width, height } };
  // Lazy: the footer is below the fold on most pages, so its logo waits until the reader scrolls near it.
  const image = logo.srcDark ? (
    <ThemedImage sources={{ light: logo.src, dark: logo.srcDark }} alt={logo.alt} className="footer-logo" {...size} />
  ) : (
    <img loading="lazy" src={withBase(logo.src)} alt={logo.alt} className="footer-logo" {...size} />
  );
  // A linked logo is dimmed until hovered, as Docusaurus's footer draws it.
  return logo.href ? (
    <Link href={logo.href} className="footer-logo-link">
      {image}
    </Link>
  ) : (
    image
  );
}
