// Through `@theme/`, as theme-classic's: a site's swizzled SearchBar or Navbar/Search draws here.
import * as searchBarModule from '@theme/SearchBar';
import NavbarSearch from '@theme/Navbar/Search';
import type CompatSearchBar from '../SearchBar';

// To the type checker `@theme/SearchBar` is this theme's own module (web/theme comes first in the
// paths); the bundle resolves it to the site's swizzle or the compatibility layer's default export.
const SearchBar = (searchBarModule as unknown as { default: typeof CompatSearchBar }).default;

/**
 * `@theme/NavbarItem/SearchNavbarItem`: the search box in the navbar, inside `@theme/Navbar/Search`
 * with the item's `className`, as theme-classic draws it; nothing in the mobile menu.
 */
export default function SearchNavbarItem({ mobile, className }: { mobile?: boolean; className?: string }) {
  if (mobile) return null;
  return (
    <NavbarSearch className={className}>
      <SearchBar />
    </NavbarSearch>
  );
}
