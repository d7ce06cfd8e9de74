import Tinypool from 'tinypool';
import type { BatchResult, PageBatch } from './pages.js';

/** A worker's heap ceiling: React, the server bundle and one batch of pages fit well within it. */
const WORKER_HEAP_MB = 512;

/**
 * Renders the batches on a pool of `threads` worker threads (tinypool). Each thread loads the
 * server bundle once and keeps it for every batch it is given; pages are written by the threads.
 */
export async function runBatches(batches: PageBatch[], threads: number): Promise<BatchResult[]> {
  const pool = new Tinypool({
    filename: new URL('./pages-worker.mjs', import.meta.url).href,
    minThreads: threads,
    maxThreads: threads,
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
  });
  try {
    return await Promise.all(batches.map((b) => pool.run(b) as Promise<BatchResult>));
  } finally {
    await pool.destroy();
  }
}

/** Most threads a build starts: each holds its own React and server bundle (about 100 MB). */
const MAX_WORKERS = 8;

/**
 * How many threads render pages: `--workers N` or `BUILD_WORKERS`, else one per core (at most
 * MAX_WORKERS). 1 renders in the build's own thread.
 */
export function workerCount(requested: string | undefined, cores: number): number {
  const n = requested === undefined || requested === '' ? cores : Number(requested);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--workers must be a whole number of threads, 1 or more; got ${requested}`);
  return Math.min(n, MAX_WORKERS);
}
