import { SearchBar } from '../../../../web/theme/SearchBar';

/** `@theme/NavbarItem/SearchNavbarItem`: the search box in the navbar. */
export default function SearchNavbarItem() {
  return (
    <div className="navbar-search-slot">
      <SearchBar />
    </div>
  );
}
