import { QueryClient } from '@tanstack/react-query';
import type { BootManifest, RouteChunkJson, RouteTableShard } from '../../common/contract';
import { shardPathFor } from '../../common/route-table';
import { withBase } from './base-url';

/** A route chunk, a route-table shard or boot.json could not be fetched (network error or non-2xx answer). */
export class ChunkLoadError extends Error {
  constructor(
    readonly url: string,
    readonly status: number | null,
  ) {
    super(status ? `Loading ${url} failed with HTTP ${status}` : `Loading ${url} failed: network error`);
    this.name = 'ChunkLoadError';
  }
}

export const queryClient = new QueryClient({
  defaultOptions: {
    // Chunks are content-hashed and immutable: once fetched they never go stale.
    queries: { staleTime: Infinity, gcTime: 30 * 60 * 1000, retry: false, refetchOnWindowFocus: false },
  },
});

async function fetchJson<T>(url: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(withBase(url), { credentials: 'same-origin' });
  } catch {
    throw new ChunkLoadError(url, null);
  }
  if (!response.ok) throw new ChunkLoadError(url, response.status);
  return (await response.json()) as T;
}

export const bootQuery = {
  queryKey: ['boot'] as const,
  // A locale under `/<locale>` has its own boot.json; its prerendered pages name it on <html>.
  queryFn: () => fetchJson<BootManifest>(document.documentElement.dataset.manifest ?? '/boot.json'),
};

/** The route-table shard a path's entry is in (immutable: its name carries the table's id). */
export const routeShardQuery = (boot: BootManifest, path: string) => chunkQuery<RouteTableShard>(shardPathFor(boot.routeTable, path));

export function chunkQuery<T = RouteChunkJson>(url: string) {
  return { queryKey: ['chunk', url] as const, queryFn: () => fetchJson<T>(url) };
}
