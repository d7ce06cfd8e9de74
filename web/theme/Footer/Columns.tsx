import type { FooterColumn } from '../../../common/contract';
import { ConfigHtml } from '../ConfigHtml';
import { FooterLinkItem } from './LinkItem';
import { ThemeClassNames } from '../../../docusaurus/shared/theme-class-names';

/** The footer's links as this theme draws them, columns (a title each, or none for Docusaurus's simple footer) of links or the config's HTML. */
export function FooterColumns({ columns }: { columns: FooterColumn[] }) {
  return (
    <div className="container footer-columns">
      {columns.map((col, i) => (
        <div key={i} className={__CHROME_THEME_CLASSES__ ? `${ThemeClassNames.layout.footer.column} footer-column` : 'footer-column'}>
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
