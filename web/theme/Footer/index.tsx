import type { SiteConfigJson } from '../../../pipeline/contract';
import { Link } from '../Link';
import './styles.css';

function ExternalIcon() {
  return (
    <svg className="footer-external" viewBox="0 0 24 24" width="12" height="12" aria-hidden="true">
      <path fill="currentColor" d="M14 3h7v7h-2V6.4l-9.3 9.3-1.4-1.4L17.6 5H14V3zM5 5h6v2H5v12h12v-6h2v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z" />
    </svg>
  );
}

/** Link columns, thanks, logo and copyright, all from the site config. */
export function Footer({ site }: { site: SiteConfigJson }) {
  return (
    <footer className="footer">
      <div className="container footer-columns">
        {site.footer.columns.map((col) => (
          <div key={col.title} className="footer-column">
            <h2 className="footer-title">{col.title}</h2>
            <ul>
              {col.items.map((item) => (
                <li key={item.label}>
                  <Link href={item.href} className="footer-link">
                    {item.label}
                    {item.external && <ExternalIcon />}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="container footer-bottom">
        <img src={site.logo.src} alt={site.logo.alt} width="44" height="44" className="footer-logo" />
        {site.footer.thanks && (
          <p className="footer-thanks">
            <Link href={site.footer.thanks.href} className="footer-link">
              {site.footer.thanks.text}
              <ExternalIcon />
            </Link>
          </p>
        )}
        <p className="footer-copyright">{site.footer.copyright}</p>
      </div>
    </footer>
  );
}
