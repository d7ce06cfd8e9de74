import type { SiteConfigJson } from '../../../pipeline/contract';
import { Link } from '../Link';
import './styles.css';

export function Footer({ site }: { site: SiteConfigJson }) {
  return (
    <footer className="footer">
      <div className="container footer-columns">
        {site.footer.columns.map((col) => (
          <div key={col.title} className="footer-column">
            <p className="footer-title">{col.title}</p>
            <ul>
              {col.items.map((item) => (
                <li key={item.label}>
                  <Link href={item.href}>
                    {item.label}
                    {item.external && <span aria-hidden="true"> ↗</span>}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="container footer-bottom">
        {site.footer.thanks && (
          <p>
            <Link href={site.footer.thanks.href}>{site.footer.thanks.text}</Link>
          </p>
        )}
        <img src={site.logo.src} alt="" width="40" height="40" />
        <p>{site.footer.copyright}</p>
      </div>
    </footer>
  );
}
