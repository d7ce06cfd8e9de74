import { queryClient, bootQuery, chunkQuery, routeShardQuery } from './query';
import { matchRoute } from '../../common/paths';
import type { BootManifest } from '../../common/contract';

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

/** Fetches the route-table shard, then the route chunk (and sidebar) behind an internal path into the query cache. */
export function prefetchPath(path: string): void {
  const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection;
  if (!shouldPrefetch(connection)) return;
  const boot = queryClient.getQueryData<BootManifest>(bootQuery.queryKey);
  if (!boot) return;
  void queryClient
    .ensureQueryData(routeShardQuery(boot, path))
    .then((shard) => {
      const match = matchRoute(shard.routes, path);
      if (!match) return;
      void queryClient.prefetchQuery(chunkQuery(match.value.chunk));
      if (match.value.sidebar) void queryClient.prefetchQuery(chunkQuery(match.value.sidebar));
    })
    // A prefetch that fails costs nothing: the navigation itself will load (and report) it.
    .catch(() => undefined);
}
