import { execFile, execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { promisify } from 'node:util';
import { relative, resolve, sep } from 'node:path';
import type { ContentLayout } from '../../docusaurus/node/config/layout.js';
import { readKeyedEntries, writeKeyedEntries } from '../cache/keyed-json-file.js';

const run = promisify(execFile);

/** A file's last commit: its time (ISO, the committer's, as Docusaurus reads `%ct`) and its author's name (`%an`). */
export interface FileUpdate {
  at: string;
  by: string;
}

/** Content path (relative to the site folder) → its last commit. */
export type FileHistory = Map<string, FileUpdate>;

/**
 * Last commit (time and author) of every file under `dir` and the content folders kept outside it (`outside`:
 * docs in `../docs`), from one `git log` pass (one process, not one per file). Files without
 * history (new, or no repository) are absent from the map. Asynchronous so that the build reads its
 * content while git walks the history (~130 ms on a site of 600 files).
 *
 * With `cacheFile`, the map is kept there under the commit it was read at: the history of a commit
 * never changes (the commit's hash covers its parents), so a build at the same commit reads the
 * map instead of walking the history again (0.3 s of a warm build of the Home Assistant site, whose
 * history is long). Uncommitted edits change no file's last commit.
 */
export async function lastUpdateTimes(dir: string, outside: string[] = [], cacheFile: string | null = null): Promise<FileHistory> {
  let top: string;
  let head: string;
  let inRepo: string[];
  try {
    [top = '', head = ''] = (await run('git', ['rev-parse', '--show-toplevel', 'HEAD'], { cwd: dir, encoding: 'utf8' })).stdout.trim().split('\n');
    // Only folders in the same repository: git refuses a path outside it.
    inRepo = outside.filter((d) => !relative(top, d).startsWith('..')).map((d) => relative(dir, d));
  } catch {
    return new Map();
  }
  const key = JSON.stringify([head, top, resolve(dir), inRepo]);
  const kept = readKeyedEntries<FileUpdate>(cacheFile, key);
  if (Object.keys(kept).length > 0) return new Map(Object.entries(kept));
  const times: FileHistory = new Map();
  let out: string;
  try {
    out = (
      await run('git', ['log', '--format=%x00%cI%x00%an', '--name-only', '--no-renames', '--', '.', ...inRepo], {
        cwd: dir,
        encoding: 'utf8',
        maxBuffer: 256 * 1024 * 1024,
      })
    ).stdout;
  } catch {
    return times;
  }
  // Newest first: a file's first entry is its last commit.
  for (const [file, update] of logEntries(out, top, dir)) if (!times.has(file)) times.set(file, update);
  if (cacheFile && times.size > 0) writeKeyedEntries(cacheFile, key, Object.fromEntries(times));
  return times;
}

/**
 * `git log --format=%x00%cI[%x00%an] --name-only` as [file relative to `dir`, its commit], newest
 * commit first (`by` is empty when the format names no author).
 */
function* logEntries(out: string, top: string, dir: string): Generator<[string, FileUpdate]> {
  let current: FileUpdate = { at: '', by: '' };
  for (const line of out.split('\n')) {
    if (line.startsWith('\0')) {
      const [at = '', by = ''] = line.slice(1).split('\0');
      current = { at, by };
    } else if (line.trim()) yield [relative(dir, resolve(top, line.trim())).split(sep).join('/'), current];
  }
}

/**
 * The git history of a site whose docs, blog or Markdown pages show a last update (Docusaurus's
 * `showLastUpdateTime` or `showLastUpdateAuthor` on any of the three plugins; this project's own
 * layout always does); an empty map, without running git, for a site that shows none.
 */
export function shownUpdateTimes(dir: string, layout: ContentLayout, cacheFile: string | null = null): Promise<FileHistory> {
  const shows = (o: { showLastUpdateTime: boolean; showLastUpdateAuthor: boolean } | null | undefined) =>
    !!o && (o.showLastUpdateTime || o.showLastUpdateAuthor);
  const shown = layout.docs.some(shows) || shows(layout.blog) || shows(layout.pages);
  const outside = [...layout.docs.map((d) => d.dir), layout.blog?.dir, layout.pages?.dir].filter((d): d is string => !!d && relative(dir, d).startsWith('..'));
  return shown ? lastUpdateTimes(dir, [...new Set(outside)], cacheFile) : Promise.resolve<FileHistory>(new Map());
}

/**
 * When each file was first committed (`YYYY-MM-DD`), else when it was made on disk: the date
 * Docusaurus gives a blog post whose front matter and file name name none. `dirs` are where the
 * files are, in order of trust (a locale's copy comes after the site folder, whose git history and
 * file times are the originals'); git runs in the first. Synchronous: it runs only for the files
 * asked about, usually none.
 */
export function creationDates(files: string[], dirs: string[]): Map<string, string> {
  const dates = new Map<string, string>();
  if (files.length === 0 || dirs.length === 0) return dates;
  const dir = dirs[0]!;
  try {
    const git = (args: string[]) => execFileSync('git', args, { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024 });
    const top = git(['rev-parse', '--show-toplevel']).trim();
    // Newest first: a file's last entry is the commit that first added it.
    for (const [file, { at }] of logEntries(git(['log', '--format=%x00%cI', '--name-only', '--diff-filter=A', '--', ...files]), top, dir)) {
      dates.set(file, at.slice(0, 10));
    }
  } catch {
    // No repository: the files' own times below.
  }
  for (const file of files) {
    for (const at of dirs) {
      if (dates.has(file)) break;
      const stat = statSync(resolve(at, file), { throwIfNoEntry: false });
      if (stat) dates.set(file, (stat.birthtimeMs > 0 ? stat.birthtime : stat.mtime).toISOString().slice(0, 10));
    }
  }
  return dates;
}
