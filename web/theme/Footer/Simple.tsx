import type { FooterItem } from '../../../common/contract';
import { FooterItemEntry } from './ItemEntry';

/** Docusaurus's simple footer, a flat list of links (its `Footer/Links/Simple`): one untitled column here. */
export function FooterLinksSimple({ items }: { items: FooterItem[] }) {
  return (
    <div className="container footer-columns">
      <div className="footer-column">
        <ul>
          {items.map((item, j) => (
            <li key={j}>
              <FooterItemEntry item={item} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
