import type { NavbarItem } from '../../../common/contract';
import { ConfigHtml } from '../ConfigHtml';

/** A configured `html` item in the bar (Docusaurus's `NavbarItem/HtmlNavbarItem`), its markup parsed at build time. */
export function HtmlNavbarItem({ item }: { item: Extract<NavbarItem, { type: 'html' }> }) {
  return (
    <div className={item.className ? `navbar-html ${item.className}` : 'navbar-html'}>
      <ConfigHtml value={item.value} />
    </div>
  );
}
