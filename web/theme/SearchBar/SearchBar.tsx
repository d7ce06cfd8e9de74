/**
 * Placeholder for the navbar's search slot: the search feature (web/theme/SearchBar/, issue 5)
 * replaces this file. Until then it is a plain form that submits to the search page.
 */
export function SearchBar() {
  return (
    <form role="search" action="/search" method="get" className="navbar-search">
      <label htmlFor="navbar-search-input" className="visually-hidden">
        Search
      </label>
      <input id="navbar-search-input" type="search" name="q" placeholder="Search" />
    </form>
  );
}
