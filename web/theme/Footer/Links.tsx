import type { FooterColumn } from '../../../common/contract';
import { ConfigHtml } from '../ConfigHtml';
import { FooterLinkItem } from './LinkItem';

/**
 * The config's link columns (Docusaurus's `Footer/Links`): titled, or untitled for Docusaurus's
 * simple footer (a flat list of links). Also `@theme/Footer/Links` for a site's own footer.
 */
export function FooterLinks({ columns }: { columns: FooterColumn[] }) {
  return (
    <div className="container footer-columns">
      {columns.map((col, i) => (
        <div key={i} className="footer-column">
          {col.title && <h2 className="footer-title">{col.title}</h2>}
          <ul>
            {col.items.map((item, j) => (
              <li key={j}>{'html' in item ? <ConfigHtml value={item.html} belowFold /> : <FooterLinkItem item={item} />}</li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
