import { closeSync, linkSync, mkdirSync, openSync, readFileSync, readSync, unlinkSync, writeFileSync, writeSync } from 'node:fs';
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
/**
 * A file's bytes: a string (UTF-8), a buffer, or strings whose concatenation is the text, written one
 * after another (a large file made of many pages is never held as one string, nor as one buffer).
 */
export type OutputData = string | Buffer | readonly string[];

function isParts(data: OutputData): data is readonly string[] {
  return Array.isArray(data);
}

/** The data as one string or buffer, for a sink that keeps files in memory. */
export function wholeData(data: OutputData): string | Buffer {
  return isParts(data) ? data.join('') : data;
}

export function writeOutputFile(path: string, data: OutputData, previous: string | null, dirs: Set<string>): 'linked' | 'written' {
  ensureDir(dirname(path), dirs);
  if (previous !== null && sameBytes(previous, data) && tryLink(previous, path)) return 'linked';
  try {
    writeNew(path, data);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    unlinkSync(path);
    writeNew(path, data);
  }
  return 'written';
}

/** Writes a file that must not exist yet (`wx`). */
function writeNew(path: string, data: OutputData) {
  if (!isParts(data)) return writeFileSync(path, data, { flag: 'wx' });
  const fd = openSync(path, 'wx');
  try {
    for (const part of data) writeSync(fd, part);
  } finally {
    closeSync(fd);
  }
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

function sameBytes(file: string, data: OutputData): boolean {
  if (isParts(data)) return sameParts(file, data);
  let old: Buffer;
  try {
    old = readFileSync(file);
  } catch {
    return false;
  }
  return old.equals(typeof data === 'string' ? Buffer.from(data) : data);
}

/** The file holds exactly the parts' bytes, read a part's length at a time. */
function sameParts(file: string, parts: readonly string[]): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch {
    return false;
  }
  try {
    let offset = 0;
    for (const part of parts) {
      const bytes = Buffer.from(part);
      const old = Buffer.alloc(bytes.length);
      if (readSync(fd, old, 0, bytes.length, offset) !== bytes.length || !old.equals(bytes)) return false;
      offset += bytes.length;
    }
    // Nothing after the last part.
    return readSync(fd, Buffer.alloc(1), 0, 1, offset) === 0;
  } finally {
    closeSync(fd);
  }
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
