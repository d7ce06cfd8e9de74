import type { FooterColumn } from '../../../common/contract';
import { FooterItemEntry } from './ItemEntry';

/** The footer's titled link columns (Docusaurus's `Footer/Links/MultiColumn`). */
export function FooterLinksMultiColumn({ columns }: { columns: FooterColumn[] }) {
  return (
    <div className="container footer-columns">
      {columns.map((col, i) => (
        <div key={i} className="footer-column">
          {col.title && <h2 className="footer-title">{col.title}</h2>}
          <ul>
            {col.items.map((item, j) => (
              <li key={j}>
                <FooterItemEntry item={item} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
