import type { FooterItem } from '../../../common/contract';
import { ConfigHtml } from '../ConfigHtml';
import { FooterLinkItem } from './LinkItem';

/** One entry of the footer's links: the config's HTML, or a link (`Footer/LinkItem`, a slot of its own). */
export function FooterItemEntry({ item }: { item: FooterItem }) {
  return 'html' in item ? <ConfigHtml value={item.html} belowFold /> : <FooterLinkItem item={item} />;
}
