import { QueryClient } from '@tanstack/react-query';
import type { Manifest, RouteChunk } from '../../pipeline/contract';
import { withBase } from './base-url';

/** A route chunk or the manifest could not be fetched (network error or non-2xx answer). */
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

export const manifestQuery = {
  queryKey: ['manifest'] as const,
  // A locale under `/<locale>` has its own manifest; its prerendered pages name it on <html>.
  queryFn: () => fetchJson<Manifest>(document.documentElement.dataset.manifest ?? '/manifest.json'),
};

export function chunkQuery<T = RouteChunk>(url: string) {
  return { queryKey: ['chunk', url] as const, queryFn: () => fetchJson<T>(url) };
}
