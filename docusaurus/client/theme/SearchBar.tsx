import { SearchBar } from '../../../web/theme/SearchBar';

/** `@theme/SearchBar`: this site's search box. */
export default SearchBar;
