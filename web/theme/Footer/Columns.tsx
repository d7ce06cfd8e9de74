import type { FooterColumn } from '../../../common/contract';
import { ConfigHtml } from '../ConfigHtml';
import { FooterLinkItem } from './LinkItem';

/**
 * The footer's link columns as this theme draws them, titled (Docusaurus's multi-column footer) or
 * not (its simple one): what `MultiColumn.tsx` and `Simple.tsx` both draw, each a part a site may
 * swizzle on its own.
 */
export function FooterColumnList({ columns }: { columns: FooterColumn[] }) {
  return (
    <div className="container footer-columns">
      {columns.map((col, i) => (
        <div key={i} className="footer-column">
          {col.title && <h2 className="footer-title">{col.title}</h2>}
          <ul>
            {col.items.map((item, j) => (
              <li key={j}>{'html' in item ? <ConfigHtml value={item.html} /> : <FooterLinkItem item={item} />}</li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
