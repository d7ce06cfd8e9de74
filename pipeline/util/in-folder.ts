import { isMainThread } from 'node:worker_threads';

let inside = 0;
let outside = '';
let folder = '';

/**
 * Runs `work` with `dir` as the working folder: Docusaurus runs a site's own code (its config, its
 * Markdown plugins) from the site folder (`npm run build` there), and some of it names files
 * relative to it (`path.resolve('src/css/custom.css')`, a TypeScript-checking plugin finding the
 * site's type packages). Nested and concurrent runs for the same folder share one change of folder;
 * a worker thread, which cannot change it, runs `work` as it is.
 */
export async function inFolder<T>(dir: string, work: () => Promise<T>): Promise<T> {
  if (!isMainThread || (inside > 0 && folder !== dir)) return work();
  if (inside++ === 0) {
    outside = process.cwd();
    folder = dir;
    process.chdir(dir);
  }
  try {
    return await work();
  } finally {
    if (--inside === 0) process.chdir(outside);
  }
}
