import { Link } from '../../../../web/theme/Link';
import { ConfigHtml } from '../../../../web/theme/ConfigHtml';
import { ExternalIcon } from '../../../../web/theme/ExternalIcon';
import { loadedManifest } from '../../manifest';

/**
 * `@theme/Footer/Links`: the config's link columns (resolved at build time; the `links` prop is the
 * same config), drawn as this theme's footer draws them (kept apart from it so a site that swizzles
 * nothing loads none of this).
 */
export default function Links() {
  const { columns } = loadedManifest().site.footer;
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
