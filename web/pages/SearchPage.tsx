import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import { useRouteData } from '../app/route-data';
import { Link } from '../theme/Link';
import { Spinner } from '../theme/Spinner';
import { useSearch, type SearchState } from '../search/use-search';
import { indexFailed, loadedSearchManifest, loadSearchManifest, loadVersion, subscribe } from '../search/client';
import { useHydrated } from '../app/use-hydrated';
import { contextFilter, resultHref } from '../search/contexts';
import { groupByPage } from '../search/group';
import { Highlighted } from '../search/Highlighted';
import './SearchPage.css';

const MAX_RESULTS = 500;
const zero = () => 0;

/**
 * `/search?q=<query>[&ctx=<context>|-<context>][&version=<name>]`: every section that matches,
 * grouped by page. The box keeps the URL in step, so a result list can be shared and the back
 * button works.
 */
export function SearchPage() {
  const data = useRouteData();
  const manifest = data?.manifest;
  // The list of search indexes is a file of its own (`boot.json` names it).
  const searchFile = manifest?.search ?? null;
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  const loads = useSyncExternalStore(subscribe, loadVersion, zero);
  useEffect(() => {
    if (searchFile) void loadSearchManifest(searchFile).catch(() => undefined);
  }, [searchFile]);
  const search = useMemo(() => {
    void loads;
    return loadedSearchManifest(searchFile);
  }, [loads, searchFile]);
  const q = hydrated ? (params.get('q') ?? '') : '';
  const ctx = hydrated ? params.get('ctx') : null;
  const version = hydrated ? params.get('version') : null;
  const filter = useMemo(() => (search ? contextFilter(search, ctx, version, manifest?.versions ?? []) : null), [search, ctx, version, manifest]);
  const found = useSearch(q, {
    search,
    contexts: filter?.contexts ?? [],
    version: filter?.version ?? null,
    first: filter?.context?.id ?? null,
    active: hydrated && q.trim() !== '',
    complete: true,
    limit: MAX_RESULTS,
    snippetLength: manifest?.site.search.snippetLength,
  });
  const state: SearchState = searchFile && !search ? { hits: null, complete: false, failed: indexFailed(searchFile) } : found;
  const highlight = manifest?.site.search.highlightOnTarget;
  const groups = useMemo(() => groupByPage(state.hits ?? []), [state.hits]);
  const labels = new Map(search?.contexts.map((c) => [c.id, c.label]));

  const setQuery = (value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set('q', value);
    else next.delete('q');
    void setParams(next, { replace: true, preventScrollReset: true });
  };

  const scope = filter?.context ? `${filter.mode === 'outside' ? 'outside' : 'within'} "${filter.context.label}"` : '';
  return (
    <main id="main-content" className="container page-narrow search-page" tabIndex={-1}>
      <h1>{q ? `Search results for "${q}"` : 'Search the documentation'}</h1>
      <form role="search" action="/search" method="get" className="search-page-form" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor="search-page-input" className="visually-hidden">
          Search query
        </label>
        <input
          id="search-page-input"
          type="search"
          name="q"
          value={q}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="Search docs and posts"
          autoComplete="off"
        />
        {ctx && <input type="hidden" name="ctx" value={ctx} />}
        {version && <input type="hidden" name="version" value={version} />}
      </form>
      {filter?.problem && <p className="search-page-notice">{filter.problem}</p>}
      {q.trim() !== '' && (
        <section className="search-results" aria-live="polite" aria-busy={state.hits === null}>
          {state.failed ? (
            <p>The search index could not be loaded. Check your connection and try again.</p>
          ) : state.hits === null ? (
            <Spinner />
          ) : state.hits.length === 0 ? (
            <p className="search-page-count">No results{scope ? ` ${scope}` : ''}.</p>
          ) : (
            <>
              <p className="search-page-count">
                {state.hits.length === MAX_RESULTS ? `${MAX_RESULTS}+` : state.hits.length} result{state.hits.length === 1 ? '' : 's'} in {groups.length} page
                {groups.length === 1 ? '' : 's'}
                {scope ? ` ${scope}` : ''}
              </p>
              <ol className="search-page-groups">
                {groups.map((group) => (
                  <li key={group.route} className="search-page-group">
                    <h2>
                      <Link href={resultHref(group.route, '', q, highlight)}>
                        <Highlighted text={group.title} ranges={group.titleRanges} />
                      </Link>
                      <span className="search-page-context">{labels.get(group.context) ?? group.context}</span>
                    </h2>
                    <ul>
                      {group.hits.map((hit) => (
                        <li key={hit.key}>
                          <Link href={resultHref(hit.route, hit.anchor, q, highlight)} className="search-page-section">
                            {hit.heading ? <Highlighted text={hit.heading} ranges={hit.headingRanges} /> : 'Introduction'}
                          </Link>
                          <p className="search-page-snippet">
                            <Highlighted text={hit.snippet.text} ranges={hit.snippet.ranges} />
                          </p>
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ol>
            </>
          )}
        </section>
      )}
    </main>
  );
}
