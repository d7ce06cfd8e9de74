import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { SearchManifest } from '../../pipeline/contract';
import { shouldPrefetch, type ConnectionInfo } from '../app/prefetch';
import { contentOrder, indexFailed, loadedEngine, loadedIndex, loadEngine, loadIndex, loadVersion, subscribe } from './client';
import type { SearchHit } from './engine';

export interface SearchOptions {
  search: SearchManifest | null;
  /** Contexts to search. */
  contexts: string[];
  /** Context whose content index loads first (the page's own). */
  first: string | null;
  /** Start loading (the search box was focused or typed in, or the search page is open). */
  active: boolean;
  /** Wait for every content index of `contexts` before answering (the search page). */
  complete: boolean;
  limit: number;
  perPage?: number;
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
  const { search, contexts, first, active, complete, limit, perPage } = options;
  const contextsKey = contexts.join('\n');
  const version = useSyncExternalStore(subscribe, loadVersion, () => 0);

  useEffect(() => {
    if (!active || !search) return;
    let cancelled = false;
    const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection;
    const all = complete || shouldPrefetch(connection);
    const order = contentOrder(search, contextsKey.split('\n'), first);
    void (async () => {
      try {
        await loadEngine();
        await loadIndex('titles', search.titles.path);
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
  }, [active, search, contextsKey, first, complete]);

  return useMemo((): SearchState => {
    void version;
    const engine = loadedEngine();
    if (!search) return { hits: [], complete: true, failed: false };
    const list = contextsKey ? contextsKey.split('\n') : [];
    const titles = loadedIndex(search.titles.path) ?? null;
    const content = new Map<string, NonNullable<ReturnType<typeof loadedIndex>>>();
    let failed = indexFailed(search.titles.path);
    for (const c of search.contexts) {
      if (!list.includes(c.id)) continue;
      const db = loadedIndex(c.index.path);
      if (db) content.set(c.id, db);
      if (indexFailed(c.index.path)) failed = true;
    }
    const done = content.size === list.length;
    if (!engine || !query.trim() || (!titles && !done) || (complete && !done)) return { hits: null, complete: done, failed };
    return { hits: engine.runSearch(query, { titles, content }, { contexts: list, limit, perPage }), complete: done, failed };
  }, [version, search, contextsKey, query, complete, limit, perPage]);
}
