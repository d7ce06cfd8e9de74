import { copyFileSync, cpSync, existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { ensureOutputDir, linkOutputFile } from './output-file.js';

/**
 * Copies a static folder into the new output. A file the last output has at the same place with
 * the source's size and modification time is linked to it instead (the quick check rsync makes):
 * on a warm build of the real site, the static folder is 500 files and 18 MB that were written
 * again on every build. A copy keeps the source's times, so the next build can link it; a file
 * edited since has another time and is copied again.
 *
 * A file already in `to` is kept: the site's first static folder wins, and a file the build wrote
 * is not overwritten by a static one (as `cpSync` with `force: false` did).
 */
export function copyStaticTree(from: string, to: string, previous: string | null, dirs: Set<string>) {
  if (!existsSync(from)) return;
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) {
      ensureOutputDir(target, dirs);
      copyStaticTree(source, target, previous && join(previous, entry.name), dirs);
      continue;
    }
    if (!entry.isFile()) {
      // A link or another kind of entry: copied as `cpSync` copies it.
      cpSync(source, target, { recursive: true, force: false });
      continue;
    }
    if (existsSync(target)) continue;
    const stat = statSync(source);
    if (previous !== null && sameFile(join(previous, entry.name), stat) && linkOutputFile(join(previous, entry.name), target, dirs)) continue;
    ensureOutputDir(to, dirs);
    copyFileSync(source, target);
    utimesSync(target, stat.atimeMs / 1000, stat.mtimeMs / 1000);
  }
}

function sameFile(path: string, source: { size: number; mtimeMs: number }): boolean {
  try {
    const s = statSync(path);
    // To the millisecond: a copy's time is set through seconds in a double, which keeps less than the file system's nanoseconds.
    return s.size === source.size && Math.trunc(s.mtimeMs) === Math.trunc(source.mtimeMs);
  } catch {
    return false;
  }
}
