import { closeSync, linkSync, mkdirSync, openSync, readFileSync, readSync, renameSync, unlinkSync, writeFileSync, writeSync } from 'node:fs';
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
  ensureOutputDir(dirname(path), dirs);
  if (previous !== null && sameBytes(previous, data) && tryLink(previous, path)) return 'linked';
  createNew(path, () => writeFileSync(path, data, { flag: 'wx' }));
  return 'written';
}

/** Runs `create`, which makes the file only if it does not exist (`wx`); one already there (a link into the previous output) is unlinked first, never written through. */
function createNew<T>(path: string, create: () => T): T {
  try {
    return create();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    unlinkSync(path);
    return create();
  }
}

/**
 * A file of the new output written a part at a time as its parts are made (`llms-full.txt`: every
 * page's Markdown, 53 MB at 10,000 pages, is never held whole). Each part is compared with the
 * previous output's bytes at the same offset as it is written; when the whole file turns out the
 * same, it is replaced by a link to the previous one, as `writeOutputFile` would have linked it.
 */
export class StreamedOutputFile {
  private readonly fd: number;
  private readonly previousFd: number | null;
  private offset = 0;
  private same: boolean;

  constructor(
    private readonly path: string,
    private readonly previous: string | null,
    dirs: Set<string>,
  ) {
    ensureOutputDir(dirname(path), dirs);
    this.fd = createNew(path, () => openSync(path, 'wx'));
    this.previousFd = previous === null ? null : openIfExists(previous);
    this.same = this.previousFd !== null;
  }

  write(part: string) {
    const bytes = Buffer.from(part);
    writeAll(this.fd, bytes);
    if (this.same) this.same = hasBytesAt(this.previousFd!, bytes, this.offset);
    this.offset += bytes.length;
  }

  close(): 'linked' | 'written' {
    closeSync(this.fd);
    if (this.previousFd === null) return 'written';
    // Nothing after the last part.
    const same = this.same && readSync(this.previousFd, Buffer.alloc(1), 0, 1, this.offset) === 0;
    closeSync(this.previousFd);
    return same && replaceByLink(this.previous!, this.path) ? 'linked' : 'written';
  }
}

function openIfExists(path: string): number | null {
  try {
    return openSync(path, 'r');
  } catch {
    return null;
  }
}

function writeAll(fd: number, bytes: Buffer) {
  for (let done = 0; done < bytes.length;) done += writeSync(fd, bytes, done, bytes.length - done);
}

function hasBytesAt(fd: number, bytes: Buffer, offset: number): boolean {
  const old = Buffer.alloc(bytes.length);
  return readSync(fd, old, 0, bytes.length, offset) === bytes.length && old.equals(bytes);
}

/** The written file replaced by a link to `previous` (made aside, then renamed over it); false, and the file kept, where links fail. */
function replaceByLink(previous: string, path: string): boolean {
  const aside = `${path}.link-${process.pid}`;
  try {
    linkSync(previous, aside);
  } catch {
    return false;
  }
  renameSync(aside, path);
  return true;
}

/** Links `previous` at `path` as it is, without comparing: for a caller that knows it is the same file (`prerender/page-record.ts`). */
export function linkOutputFile(previous: string, path: string, dirs: Set<string>): boolean {
  ensureOutputDir(dirname(path), dirs);
  return tryLink(previous, path);
}

/** Makes an output folder once per build (`dirs` holds those made). */
export function ensureOutputDir(dir: string, dirs: Set<string>) {
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
