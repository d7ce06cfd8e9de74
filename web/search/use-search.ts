import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { SearchManifest } from '../../common/contract';
import { shouldPrefetch, type ConnectionInfo } from '../app/prefetch';
import { contentOrder, indexFailed, loadedEngine, loadedIndex, loadEngine, loadIndex, loadVersion, subscribe } from './client';
import type { SearchHit } from './engine';
import { searchScope } from './contexts';

export interface SearchOptions {
  search: SearchManifest | null;
  /** Contexts to search (ids, within `version`). */
  contexts: string[];
  /** Docs version searched; null: the last. */
  version?: string | null;
  /** Context whose content index loads first (the page's own). */
  first: string | null;
  /** Start loading (the search box was focused or typed in, or the search page is open). */
  active: boolean;
  /** Wait for every content index of `contexts` before answering (the search page). */
  complete: boolean;
  limit: number;
  perPage?: number;
  /** Characters of a snippet (the site's `search.snippetLength`). */
  snippetLength?: number;
}

export interface SearchState {
  /** Null while nothing can be answered yet. */
  hits: SearchHit[] | null;
  /** Every content index of the searched contexts is loaded: the hits are final. */
  complete: boolean;
  failed: boolean;
}

/**
 * Search as you type. Suggestions are answered as soon as the small titles index is in; the page's
 * own context's content index follows, then (unless the reader saves data) the others, and the
 * answer improves as each arrives.
 */
export function useSearch(query: string, options: SearchOptions): SearchState {
  const { search, contexts, first, active, complete, limit, perPage, snippetLength } = options;
  const version = options.version ?? null;
  const contextsKey = contexts.join('\n');
  const loads = useSyncExternalStore(subscribe, loadVersion, () => 0);

  useEffect(() => {
    if (!active || !search) return;
    return startSearchLoads(search, version, contextsKey ? contextsKey.split('\n') : [], first, complete);
  }, [active, search, version, contextsKey, first, complete]);

  return useMemo(() => {
    void loads;
    const list = contextsKey ? contextsKey.split('\n') : [];
    return searchState(query, { search, version, contexts: list, complete, limit, perPage, snippetLength });
  }, [loads, search, version, contextsKey, query, complete, limit, perPage, snippetLength]);
}

/**
 * Loads the engine, the titles index, then the content indexes of `contexts` (the `first` one's
 * first; all of them only for the search page or when the connection allows prefetching). The
 * returned function stops the loads not yet started.
 */
export function startSearchLoads(search: SearchManifest, version: string | null, contexts: string[], first: string | null, complete: boolean): () => void {
  let cancelled = false;
  const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection;
  const all = complete || shouldPrefetch(connection);
  const scope = searchScope(search, version);
  const order = contentOrder(scope.contexts, contexts, first);
  void (async () => {
    try {
      await loadEngine();
      await loadIndex('titles', scope.titles.path);
      for (const context of all ? order : order.slice(0, 1)) {
        if (cancelled) return;
        await loadIndex('content', context.index.path);
      }
    } catch {
      // Shown through `failed`; asking again retries.
    }
  })();
  return () => {
    cancelled = true;
  };
}

/** The answer to `query` from what is loaded now (`client.ts`'s store): null hits while nothing can answer yet. */
export function searchState(
  query: string,
  options: Pick<SearchOptions, 'search' | 'contexts' | 'complete' | 'limit' | 'perPage' | 'snippetLength'> & { version: string | null },
): SearchState {
  const { search, version, contexts: list, complete, limit, perPage, snippetLength } = options;
  const engine = loadedEngine();
  if (!search) return { hits: [], complete: true, failed: false };
  const scope = searchScope(search, version);
  const titles = loadedIndex(scope.titles.path) ?? null;
  const content = new Map<string, NonNullable<ReturnType<typeof loadedIndex>>>();
  let failed = indexFailed(scope.titles.path);
  for (const c of scope.contexts) {
    if (!list.includes(c.id)) continue;
    const db = loadedIndex(c.index.path);
    if (db) content.set(c.id, db);
    if (indexFailed(c.index.path)) failed = true;
  }
  const done = content.size === list.length;
  if (!engine || !query.trim() || (!titles && !done) || (complete && !done)) return { hits: null, complete: done, failed };
  return { hits: engine.runSearch(query, { titles, content }, { contexts: list, limit, perPage, snippetLength }), complete: done, failed };
}
