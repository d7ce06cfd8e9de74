import type { BootManifest, NavbarItem as NavbarItemData } from '../../../common/contract';
import type { DocHere } from '../../app/versions';
import { SearchBar } from '../SearchBar';
import { DocsVersionDropdown } from '../DocsVersionDropdown';
import { LocaleDropdown } from '../LocaleDropdown';
// Each kind a module of its own, as Docusaurus's `NavbarItem/ComponentTypes` maps an item's `type`
// to one: a site's swizzle of that name (`NavbarItem/DropdownNavbarItem`, ...) takes its place.
import { DropdownNavbarItem } from './Dropdown';
import { DefaultNavbarItem } from './Default';
import { HtmlNavbarItem } from './Html';
import { CustomNavbarItem } from './Custom';
import { DocNavbarItem, DocSidebarNavbarItem, DocsVersionNavbarItem } from './DocItems';

/** One navbar item of the config (Docusaurus's `NavbarItem`, drawn by its `type`). */
export function NavbarItem({
  item,
  routes,
  versions,
  i18n,
  doc,
}: {
  item: NavbarItemData;
  routes: Record<string, { sidebar?: string }>;
  versions: BootManifest['versions'];
  i18n?: BootManifest['i18n'];
  doc: DocHere;
}) {
  // A site's own type: only a site whose navbar has one bundles this branch (chrome-use.ts).
  if (__CHROME_CUSTOM_ITEMS__ && item.type === 'custom') return <CustomNavbarItem item={item} />;
  // A config's doc item by the component theme-classic draws it with: only a site that swizzles one
  // of those bundles this branch (chrome-use.ts); the others draw the same link as `DefaultNavbarItem`.
  if (__CHROME_DOC_ITEMS__ && item.type === 'doc' && item.config) {
    const Kind = { doc: DocNavbarItem, docSidebar: DocSidebarNavbarItem, docsVersion: DocsVersionNavbarItem }[item.config.type];
    return <Kind item={item} routes={routes} versions={versions} doc={doc} />;
  }
  switch (item.type) {
    case 'dropdown':
      return <DropdownNavbarItem item={item} routes={routes} />;
    case 'doc':
    case 'link':
      return <DefaultNavbarItem item={item} routes={routes} versions={versions} doc={doc} />;
    case 'localeDropdown':
      return __CHROME_LOCALE_DROPDOWN__ ? <LocaleDropdown i18n={i18n} item={item} /> : null;
    case 'search':
      return <SearchBar />;
    case 'html':
      return <HtmlNavbarItem item={item} />;
    case 'docsVersionDropdown':
      return __CHROME_VERSION_DROPDOWN__ ? <DocsVersionDropdown versions={versions} pluginId={item.pluginId} doc={doc} item={item} /> : null;
  }
}
