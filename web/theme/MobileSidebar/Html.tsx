import type { NavbarItem } from '../../../common/contract';
import { ConfigHtml } from '../ConfigHtml';

/** A configured `html` item in the mobile menu (Docusaurus's `NavbarItem/HtmlNavbarItem` with `mobile`), its markup parsed at build time. */
export function MobileHtmlItem({ item }: { item: Extract<NavbarItem, { type: 'html' }> }) {
  return (
    <li className={item.className ? `mobile-menu-html ${item.className}` : 'mobile-menu-html'}>
      <ConfigHtml value={item.value} />
    </li>
  );
}
