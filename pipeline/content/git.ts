import { execFile, execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { promisify } from 'node:util';
import { relative, resolve, sep } from 'node:path';
import type { ContentLayout } from '../config/docusaurus/layout.js';

const run = promisify(execFile);

/**
 * Last commit time of every file under `dir` and the content folders kept outside it (`outside`:
 * docs in `../docs`), from one `git log` pass (one process, not one per file). Files without
 * history (new, or no repository) are absent from the map. Asynchronous so that the build reads its
 * content while git walks the history (~130 ms on a site of 600 files).
 */
export async function lastUpdateTimes(dir: string, outside: string[] = []): Promise<Map<string, string>> {
  const times = new Map<string, string>();
  let top: string;
  let out: string;
  try {
    top = (await run('git', ['rev-parse', '--show-toplevel'], { cwd: dir, encoding: 'utf8' })).stdout.trim();
    // Only folders in the same repository: git refuses a path outside it.
    const inRepo = outside.filter((d) => !relative(top, d).startsWith('..')).map((d) => relative(dir, d));
    out = (
      await run('git', ['log', '--format=%x00%cI', '--name-only', '--no-renames', '--', '.', ...inRepo], {
        cwd: dir,
        encoding: 'utf8',
        maxBuffer: 256 * 1024 * 1024,
      })
    ).stdout;
  } catch {
    return times;
  }
  let current = '';
  for (const line of out.split('\n')) {
    if (line.startsWith('\0')) current = line.slice(1);
    else if (line.trim()) {
      const rel = relative(dir, resolve(top, line.trim())).split(sep).join('/');
      if (!times.has(rel)) times.set(rel, current);
    }
  }
  return times;
}

/**
 * The git times of a site whose docs or blog show them (Docusaurus's `showLastUpdateTime`; this
 * project's own layout always does); an empty map, without running git, for a site that shows none.
 */
export function shownUpdateTimes(dir: string, layout: ContentLayout): Promise<Map<string, string>> {
  const shown = layout.docs.some((d) => d.showLastUpdateTime) || layout.blog?.showLastUpdateTime === true;
  const outside = [...layout.docs.map((d) => d.dir), layout.blog?.dir, layout.pages?.dir].filter((d): d is string => !!d && relative(dir, d).startsWith('..'));
  return shown ? lastUpdateTimes(dir, [...new Set(outside)]) : Promise.resolve(new Map<string, string>());
}

/**
 * When each file was first committed (`YYYY-MM-DD`), else when it was made on disk (absent when
 * `dir` has no such file): the date
 * Docusaurus gives a blog post whose front matter and file name name none. Runs git once, only for
 * the files asked about (usually none), so it is synchronous.
 */
export function creationDates(dir: string, files: string[]): Map<string, string> {
  const dates = new Map<string, string>();
  if (files.length === 0) return dates;
  try {
    const top = execFileSync('git', ['rev-parse', '--show-toplevel'], { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const out = execFileSync('git', ['log', '--format=%x00%cI', '--name-only', '--diff-filter=A', '--', ...files], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 64 * 1024 * 1024,
    });
    let current = '';
    // Newest first: the last commit that added a file is its first.
    for (const line of out.split('\n')) {
      if (line.startsWith('\0')) current = line.slice(1, 11);
      else if (line.trim()) dates.set(relative(dir, resolve(top, line.trim())).split(sep).join('/'), current);
    }
  } catch {
    // No repository: the files' own times below.
  }
  for (const file of files) {
    if (dates.has(file)) continue;
    const stat = statSync(resolve(dir, file), { throwIfNoEntry: false });
    if (stat) dates.set(file, (stat.birthtimeMs > 0 ? stat.birthtime : stat.mtime).toISOString().slice(0, 10));
  }
  return dates;
}
