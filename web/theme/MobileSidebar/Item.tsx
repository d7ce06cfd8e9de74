import type { NavbarItem } from '../../../common/contract';
// Each kind a module of its own, as in the bar (web/theme/NavbarItem): a site's swizzle of that
// name with `mobile` takes its place (chrome-slots.ts).
import { MobileNavLink } from './NavLink';
import { MobileDocItem } from './Doc';
import { MobileDropdownItem } from './Dropdown';
import { MobileLocaleItem } from './Locales';
import { MobileHtmlItem } from './Html';
import { MobileVersionsItem } from './Versions';
import { CustomNavbarItem } from '../NavbarItem/Custom';
import { MobileDocNavbarItem, MobileDocSidebarNavbarItem, MobileDocsVersionNavbarItem } from './DocItems';

/**
 * One navbar item in the mobile menu's main panel, by its `type` (Docusaurus's `NavbarItem` with
 * `mobile`, which its `PrimaryMenu` draws for each item): a module of its own so a site's swizzled
 * `NavbarItem` draws the menu's items too, as on Docusaurus (chrome-slots.ts).
 */
export function MobileSidebarItem({ item, routes }: { item: NavbarItem; routes: Record<string, { sidebar?: string }> }) {
  if (__CHROME_CUSTOM_ITEMS__ && item.type === 'custom') return <CustomNavbarItem item={item} mobile />;
  // As in the bar (web/theme/NavbarItem): only a site that swizzles a doc item's component bundles this branch.
  if (__CHROME_DOC_ITEMS__ && item.type === 'doc' && item.config) {
    const Kind = { doc: MobileDocNavbarItem, docSidebar: MobileDocSidebarNavbarItem, docsVersion: MobileDocsVersionNavbarItem }[item.config.type];
    return <Kind item={item} routes={routes} />;
  }
  switch (item.type) {
    case 'dropdown':
      return <MobileDropdownItem item={item} routes={routes} />;
    case 'doc':
      return <MobileDocItem item={item} routes={routes} />;
    case 'link':
      return <MobileNavLink label={item.label} href={item.href} routes={routes} look={item} />;
    case 'localeDropdown':
      // Behind the bar's define: a site without the item carries none of the locale links' code.
      return __CHROME_LOCALE_DROPDOWN__ ? <MobileLocaleItem item={item} routes={routes} /> : null;
    case 'html':
      return <MobileHtmlItem item={item} />;
    case 'docsVersionDropdown':
      return __CHROME_VERSION_DROPDOWN__ ? <MobileVersionsItem item={item} routes={routes} /> : null;
    case 'search':
      return null;
  }
}
