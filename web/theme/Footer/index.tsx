import type { SiteConfigJson, SiteLogo } from '../../../common/contract';
import { Link } from '../Link';
import { ConfigHtml } from '../ConfigHtml';
import { ThemedImage } from '../ThemedImage';
import { withBase } from '../../app/base-url';
import { ExternalIcon } from '../ExternalIcon';
import './styles.css';

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

/** The config's link columns (nothing without any): the footer's, and `@theme/Footer/Links` for a swizzled footer. */
export function FooterColumns({ columns }: { columns: SiteConfigJson['footer']['columns'] }) {
  if (columns.length === 0) return null;
  return (
    <div className="container footer-columns">
      {columns.map((col, i) => (
        <div key={i} className="footer-column">
          {col.title && <h2 className="footer-title">{col.title}</h2>}
          <ul>
            {col.items.map((item, j) => (
              <li key={j}>
                {'html' in item ? (
                  <ConfigHtml value={item.html} />
                ) : (
                  <Link href={item.href} className="footer-link">
                    {item.label}
                    {item.external && <ExternalIcon />}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/** Link columns, thanks, logo and copyright, all from the site config. */
export function Footer({ site }: { site: SiteConfigJson }) {
  const { footer } = site;
  return (
    <footer className={`footer footer--${footer.style}`}>
      <FooterColumns columns={footer.columns} />
      <div className="container footer-bottom">
        {footer.logo && <FooterLogo logo={footer.logo} />}
        {footer.thanks && (
          <p className="footer-thanks">
            <Link href={footer.thanks.href} className="footer-link">
              {footer.thanks.text}
              <ExternalIcon />
            </Link>
          </p>
        )}
        {/* A <div>, as Docusaurus's: the copyright's HTML may hold paragraphs of its own, which a <p>
            cannot (the browser would move them out, and hydration would then fail). */}
        <div className="footer-copyright">
          <ConfigHtml value={footer.copyright} />
        </div>
      </div>
    </footer>
  );
}
