import Tinypool from 'tinypool';
import type { Indexer } from './indexer.js';

let pool: Tinypool | null = null;

/**
 * Makes saved indexes on a thread of their own: the dev server's thread answers the page's
 * requests while an index is built (building one context's index takes a few hundred
 * milliseconds on the full site), and the build's writes the page Markdown and the feeds (the
 * search step runs `concurrently`, model/emit-step.ts). The thread starts on first use (a build
 * with every index cached starts none); `closeWorkerIndexer` ends it.
 */
export const indexOnWorker: Indexer = (kind, documents) => {
  pool ??= new Tinypool({ filename: new URL('./indexer-worker.mjs', import.meta.url).href, minThreads: 1, maxThreads: 1 });
  return pool.run({ kind, documents }) as Promise<string>;
};

/** Starts the thread and loads the indexer in it (with an empty index), ahead of the first index it will make. */
export function warmWorkerIndexer() {
  // A failure here is the first real index's to report.
  indexOnWorker('titles', []).catch(() => undefined);
}

export async function closeWorkerIndexer() {
  const p = pool;
  pool = null;
  await p?.destroy();
}
