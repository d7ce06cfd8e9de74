import { useSearchParams } from 'react-router';

/** The search page shell; the search index and results come with the search feature. */
export function SearchPage() {
  const [params] = useSearchParams();
  const q = params.get('q') ?? '';
  return (
    <main id="main-content" className="container page-narrow" tabIndex={-1}>
      <h1>{q ? `Search results for "${q}"` : 'Search the documentation'}</h1>
      <form role="search" action="/search" method="get" className="search-page-form">
        <label htmlFor="search-page-input" className="visually-hidden">
          Search query
        </label>
        <input id="search-page-input" type="search" name="q" defaultValue={q} placeholder="Search docs and posts" />
        <button type="submit">Search</button>
      </form>
    </main>
  );
}
