import DefaultNavbarItem from './DefaultNavbarItem';
import DropdownNavbarItem from './DropdownNavbarItem';
import SearchNavbarItem from './SearchNavbarItem';
import LocaleDropdownNavbarItem from './LocaleDropdownNavbarItem';
import DocsVersionDropdownNavbarItem from './DocsVersionDropdownNavbarItem';

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
