// How far V8 lets the heap grow past what survived its last full collection, for the pipeline's
// command-line entries (run.mjs) and every thread they start (V8's flags are the process's).
//
// By default V8 lets the old generation grow to up to four times what survived the last full
// collection before it collects again, the more the more memory the machine has. A build holds a
// few hundred megabytes (the site's model) and makes gigabytes of garbage that lives long enough to
// reach the old generation (each page's tree, parsed from the body store, while its Markdown,
// search records and chunk are made). At 10,000 pages the build's thread reached 1.28 GB of heap in
// the emit for about 320 MB still in use, and the process tree peaked at 1.65 GB. Growing by 30%
// at most, the same cold build peaked at 0.92 GB, with the same stage times (BENCHMARKS.md).
import { setFlagsFromString } from 'node:v8';

/** The heap grows to at most 1.3 times what survived the last full collection. */
export const HEAP_GROWING_PERCENT = 30;

/**
 * V8 reads this flag at each full collection, so setting it after start-up applies from the next
 * one on; a `--heap-growing-percent` given on node's command line wins.
 */
export function boundHeapGrowth(argv = process.execArgv, setFlags = setFlagsFromString) {
  if (argv.some((a) => /^--heap[-_]growing[-_]percent\b/.test(a))) return;
  setFlags(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
