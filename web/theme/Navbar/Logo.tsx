import type { Manifest } from '../../../common/contract';
import { ThemedImage } from '../ThemedImage';
import { Link } from '../Link';
import { withBase } from '../../app/base-url';

/** The logo and title, a link home (Docusaurus's `Navbar/Logo`). Neither (Docusaurus's brand link is then empty): no link without a name. */
export function NavbarBrand({ site }: { site: Pick<Manifest['site'], 'logo' | 'navbarTitle'> }) {
  return (
    (site.logo || site.navbarTitle) && (
      <Link href="/" className="navbar-brand">
        {site.logo && <NavbarLogo logo={site.logo} />}
        {site.navbarTitle && <span className="navbar-title">{site.navbarTitle}</span>}
      </Link>
    )
  );
}

/** The navbar logo, one image per colour mode when the config gives `srcDark`. */
function NavbarLogo({ logo }: { logo: NonNullable<Manifest['site']['logo']> }) {
  const size = { width: logo.width ?? 32, height: logo.height ?? 32 };
  return logo.srcDark && logo.srcDark !== logo.src ? (
    <ThemedImage sources={{ light: logo.src, dark: logo.srcDark }} alt={logo.alt} {...size} />
  ) : (
    <img src={withBase(logo.src)} alt={logo.alt} {...size} />
  );
}
