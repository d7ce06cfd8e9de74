import { queryClient, manifestQuery, chunkQuery } from './query';
import { matchRoute } from '../../common/paths';
import type { Manifest } from '../../pipeline/contract';

/** The subset of the Network Information API that decides prefetching. */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/** Prefetch unless the reader asked to save data or is on a 2g-class connection. */
export function shouldPrefetch(connection: ConnectionInfo | undefined | null): boolean {
  if (!connection) return true;
  if (connection.saveData === true) return false;
  return connection.effectiveType !== '2g' && connection.effectiveType !== 'slow-2g';
}

/** Fetches the route chunk (and sidebar) behind an internal path into the query cache. */
export function prefetchPath(path: string): void {
  const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection;
  if (!shouldPrefetch(connection)) return;
  const manifest = queryClient.getQueryData<Manifest>(manifestQuery.queryKey);
  if (!manifest) return;
  const match = matchRoute(manifest.routes, path);
  if (!match) return;
  void queryClient.prefetchQuery(chunkQuery(match.value.chunk));
  if (match.value.sidebar) void queryClient.prefetchQuery(chunkQuery(match.value.sidebar));
}
