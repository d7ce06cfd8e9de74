import { FooterHtml, LinkItem, type FooterLinkItemIn } from './item';
import '../../../../../web/theme/Footer/styles.css';

interface Column {
  title?: string | null;
  items: FooterLinkItemIn[];
  className?: string;
}

/**
 * `@theme/Footer/Links/MultiColumn`: titled columns of links (`columns`, the config's `links`), in
 * theme-classic's Infima classes and this theme's footer columns.
 */
export default function FooterLinksMultiColumn({ columns }: { columns: Column[] }) {
  return (
    <div className="row footer__links footer-columns">
      {columns.map((column, i) => (
        <div key={i} className={['theme-layout-footer-column col footer__col footer-column', column.className].filter(Boolean).join(' ')}>
          <div className="footer__title footer-title">{column.title}</div>
          <ul className="footer__items clean-list">
            {column.items.map((item, j) =>
              item.html !== undefined ? (
                <li key={j} className={['footer__item', item.className].filter(Boolean).join(' ')}>
                  <FooterHtml html={item.html} />
                </li>
              ) : (
                <li key={j} className="footer__item">
                  <LinkItem item={item} />
                </li>
              ),
            )}
          </ul>
        </div>
      ))}
    </div>
  );
}
