import Tinypool from 'tinypool';
import type { Indexer } from './indexer.js';

let pool: Tinypool | null = null;

/**
 * Makes saved indexes on a thread of their own: the dev server's thread answers the page's
 * requests while an index is built (building one context's index takes a few hundred
 * milliseconds on the full site). The thread starts on first use; `closeWorkerIndexer` ends it.
 */
export const indexOnWorker: Indexer = (kind, documents) => {
  pool ??= new Tinypool({ filename: new URL('./indexer-worker.mjs', import.meta.url).href, minThreads: 1, maxThreads: 1 });
  return pool.run({ kind, documents }) as Promise<string>;
};

export async function closeWorkerIndexer() {
  const p = pool;
  pool = null;
  await p?.destroy();
}
