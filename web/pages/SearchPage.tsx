import { useSearchParams } from 'react-router';
import { useHydrated } from '../app/use-hydrated';

/** The search page shell; the search index and results come with the search feature. */
export function SearchPage() {
  const [params] = useSearchParams();
  // The prerendered /search page has no query: show it only once hydrated.
  const hydrated = useHydrated();
  const q = hydrated ? (params.get('q') ?? '') : '';
  return (
    <main id="main-content" className="container page-narrow" tabIndex={-1}>
      <h1>{q ? `Search results for "${q}"` : 'Search the documentation'}</h1>
      <form role="search" action="/search" method="get" className="search-page-form">
        <label htmlFor="search-page-input" className="visually-hidden">
          Search query
        </label>
        <input key={q} id="search-page-input" type="search" name="q" defaultValue={q} placeholder="Search docs and posts" />
        <button type="submit">Search</button>
      </form>
    </main>
  );
}
