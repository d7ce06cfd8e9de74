import Tinypool from 'tinypool';
import { hasMarkdownPlugins } from '../../docusaurus/node/config/markdown-plugins.js';
import { hasMarkdownHookFunctions } from '../config/markdown-options.js';
import { mapLimit } from '../util/map-limit.js';
import { compileBatch, type CompileBatch, type CompileContext, type CompileTask, type TaskResult } from './batch.js';

/** A worker's heap ceiling: the MDX compiler, Shiki and one batch of pages fit well within it. */
const WORKER_HEAP_MB = 1024;
/**
 * A worker's young generation. Compiling allocates fast and briefly: with a worker's default
 * (smaller) young generation the real site compiled 15–20% slower than in the build's own thread;
 * with 64 MB, as fast.
 */
const WORKER_YOUNG_MB = 64;
/** Documents per batch: enough to keep a thread busy, few enough to spread a site over the threads. */
const BATCH = 12;
/** Below this many documents the threads' start-up (each loads the compiler) costs more than it saves. */
const IN_THREAD_MAX = 24;
/**
 * Documents a site's own Markdown plugins work on at once: webpack's default `parallelism`, the
 * number of modules (here, Markdown files through Docusaurus's MDX loader) it builds at a time.
 * Docusaurus runs a site's plugins in one process on many files at once, so a plugin may keep
 * state across files and make one page wait for another's turn (a page that shows a preview of
 * the page it links to, filled in when that page compiles): one file at a time, the waiting page
 * would never see the other compile.
 */
const SITE_PLUGIN_PARALLELISM = 100;

/**
 * Compiles `tasks` on `threads` worker threads (tinypool), in batches, keeping their order; in
 * this thread when `threads` is 0, there are few tasks, or the context cannot be sent to a thread
 * (a site config value that is a function).
 *
 * One worker thread is worth it even where it does not add a core: what compiling leaves behind
 * (the compiler's garbage, which V8 keeps as heap it does not give back) stays in the worker's
 * heap, freed when the pool ends, instead of the build's, which the emit and the prerender then
 * start from. Measured on 2 cores: the real site's cold build peaked at 0.59–0.69 GB instead of
 * 0.72–0.84 GB and 2,000 synthetic pages at 1.08 instead of 1.60 GB, with the same compile time;
 * at 10,000 pages the compile phase holds 1.3 GB instead of 2.6 GB (the peak comes later there).
 */
export async function compileTasks(
  tasks: CompileTask[],
  context: CompileContext,
  threads: number,
  /** Called with each result as soon as it is compiled (in order within a batch; as each ends where a site's plugins work on many at once): the caller can store or set it aside at once. */
  each: (result: TaskResult, index: number) => void = () => undefined,
): Promise<TaskResult[]> {
  const batches: CompileBatch[] = [];
  for (let i = 0; i < tasks.length; i += BATCH) batches.push({ context, tasks: tasks.slice(i, i + BATCH) });
  const done = (start: number) => (results: TaskResult[]) => {
    results.forEach((r, i) => each(r, start + i));
    return results;
  };
  // A site's remark/rehype plugins are functions of its config, which a worker cannot be sent.
  if (tasks.some((t) => hasMarkdownPlugins(t.site.markdownPlugins))) {
    return mapLimit(tasks, SITE_PLUGIN_PARALLELISM, async (task, i) => done(i)(await compileBatch({ context, tasks: [task] }))[0]!);
  }
  if (threads < 1 || tasks.length <= IN_THREAD_MAX || !cloneable(context) || tasks.some((t) => hasMarkdownHookFunctions(t.site.markdown))) {
    const out: TaskResult[] = [];
    for (const [i, b] of batches.entries()) out.push(...done(i * BATCH)(await compileBatch(b)));
    return out;
  }
  const pool = new Tinypool({
    filename: new URL('./batch-worker.mjs', import.meta.url).href,
    minThreads: threads,
    maxThreads: threads,
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: WORKER_YOUNG_MB },
  });
  try {
    return (await Promise.all(batches.map((b, i) => (pool.run(b) as Promise<TaskResult[]>).then(done(i * BATCH))))).flat();
  } finally {
    await pool.destroy();
  }
}

function cloneable(value: unknown): boolean {
  try {
    structuredClone(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * Threads that compile when `--workers` is not given: one per two cores. Compiling allocates
 * heavily, and V8 collects garbage on helper threads: measured on 2 cores (the real site, 603
 * documents), one thread compiled in 9.6 s with the second core left to its collector, two
 * worker threads in 11.7 s (each 2x slower per page; in-thread with `--single-threaded-gc`, 12.5 s).
 */
export function defaultCompileThreads(cores: number): number {
  return Math.max(1, Math.floor(cores / 2));
}

/** Compile threads for `--workers N`: N, where 1 means the build's own thread (as for the prerender). */
export function compileThreadsOf(workers: number | undefined, cores: number): number {
  if (workers === undefined) return defaultCompileThreads(cores);
  return workers <= 1 ? 0 : workers;
}
