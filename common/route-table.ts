import type { RouteTableRef } from './contract';
import { normalizePath } from './paths.js';

/**
 * The route table, split into shards so that what one page needs does not grow with the site: the
 * shard a path lives in follows from the path alone (a hash of its key), and the shard's file name
 * from the table's id and that index. Shared by the pipeline (writes the shards) and the SPA
 * (fetches the one shard a path needs), so both agree.
 */

/** The mean number of routes in one shard; the count of shards grows with the site instead. */
export const ROUTES_PER_SHARD = 64;

export const shardCount = (routes: number) => Math.max(1, Math.ceil(routes / ROUTES_PER_SHARD));

/**
 * One key for every form of a route (`/docs/x`, `/docs/x/`, `/docs/x.html`, `/docs/x/index.html`),
 * so the forms `matchRoute` tries are all in the same shard.
 */
export function routeKey(path: string): string {
  const p = normalizePath(path);
  return p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p;
}

/** FNV-1a (32 bit) over the key's UTF-16 code units: stable, tiny, and spreads paths evenly. */
export function shardOf(path: string, shards: number): number {
  const key = routeKey(path);
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) % shards;
}

/** Public path of a shard, from the site root. */
export const shardPath = (table: RouteTableRef, index: number) => `/_data/routes/${table.id}/${index}.json`;

/** The shard a path's entry is in, if it has one. */
export const shardPathFor = (table: RouteTableRef, path: string) => shardPath(table, shardOf(path, table.shards));
