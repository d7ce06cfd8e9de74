// Through `@theme/`, as theme-classic's map imports them: a site's swizzle of one is drawn for its type.
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';
import LocaleDropdownNavbarItem from '@theme/NavbarItem/LocaleDropdownNavbarItem';
import DocsVersionDropdownNavbarItem from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';

/**
 * `@theme/NavbarItem/ComponentTypes`: navbar item type → component. The `doc`, `docSidebar`,
 * `docsVersion` and `html` types are resolved at build time from the config (doc ids to routes, HTML
 * parsed: nothing is parsed as HTML in the browser), so a site's own items of those types are not.
 */
const ComponentTypes = {
  default: DefaultNavbarItem,
  dropdown: DropdownNavbarItem,
  search: SearchNavbarItem,
  localeDropdown: LocaleDropdownNavbarItem,
  docsVersionDropdown: DocsVersionDropdownNavbarItem,
};
export default ComponentTypes;
