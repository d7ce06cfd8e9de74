import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Writes one file of the new output folder. When the previous output has the same bytes at the same
 * place, the file is hard-linked to it instead: on a warm build most files are unchanged, and
 * reading and comparing them costs a fifth of writing them (the old folder's deletion then frees
 * no data either). The bytes are compared, so whatever made the old file, the result is the file
 * a fresh write would have made.
 *
 * A file of the new folder is never written in place: a hard link shares its data with the
 * previous output, which must stay as it was until the swap (a failed build keeps it). So an
 * existing file is unlinked first.
 */
export function writeOutputFile(path: string, data: string | Buffer, previous: string | null, dirs: Set<string>): 'linked' | 'written' {
  ensureDir(dirname(path), dirs);
  if (previous !== null && sameBytes(previous, data) && tryLink(previous, path)) return 'linked';
  try {
    writeFileSync(path, data, { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    unlinkSync(path);
    writeFileSync(path, data, { flag: 'wx' });
  }
  return 'written';
}

/** Links `previous` at `path` as it is, without comparing: for a caller that knows it is the same file (`prerender/page-record.ts`). */
export function linkOutputFile(previous: string, path: string, dirs: Set<string>): boolean {
  ensureDir(dirname(path), dirs);
  return tryLink(previous, path);
}

function ensureDir(dir: string, dirs: Set<string>) {
  if (dirs.has(dir)) return;
  mkdirSync(dir, { recursive: true });
  dirs.add(dir);
}

function sameBytes(file: string, data: string | Buffer): boolean {
  let old: Buffer;
  try {
    old = readFileSync(file);
  } catch {
    return false;
  }
  return old.equals(typeof data === 'string' ? Buffer.from(data) : data);
}

/** False where the file system has no hard links (or the folders are on two devices): then it is written. */
function tryLink(from: string, to: string): boolean {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      linkSync(from, to);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) return false;
      unlinkSync(to);
    }
  }
  return false;
}
