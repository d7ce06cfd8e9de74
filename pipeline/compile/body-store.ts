import { closeSync, mkdirSync, openSync, readSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { HastRoot } from '../../common/contract.js';
import type { CompiledMdx } from '../mdx/processor.js';
import { defineLazy, isLazy } from '../util/lazy-property.js';

/**
 * Source bytes whose compiled bodies stay in memory; the bodies of the pages past it go to disk.
 * A compiled tree takes about nine times its source's bytes in the heap (measured on the synthetic
 * corpus: 63 KB for a 7 KB page), so this keeps about 70 MB of trees: the real site (under 4 MB of
 * source) and sites of a few thousand pages build as before, while at 10,000 pages most bodies
 * live on disk instead of the 0.6 GB of heap they took.
 */
export const IN_MEMORY_SOURCE_BYTES = 8 * 1024 * 1024;

/**
 * Where a one-shot build keeps compiled page bodies once they outgrow a memory budget. Each body
 * (and excerpt) past the budget is written as JSON to one file and replaced by a getter that reads
 * and parses it again on each read (`util/lazy-property.ts`): the build's steps read a page's body
 * a few times in all (assemble, chunk, search, Markdown), each time briefly, so the heap holds the
 * bodies of the pages at work instead of the whole site's.
 *
 * The file is unlinked as soon as it is opened: it takes no name in the folder, and disappears
 * when the build ends however it ends.
 */
export class BodyStore {
  readonly stats = { inMemory: 0, onDisk: 0 };
  private fd: number | null = null;
  private end = 0;
  private kept = 0;

  /** `folder` null: every body stays in memory. */
  constructor(
    private readonly folder: string | null,
    private readonly budget = IN_MEMORY_SOURCE_BYTES,
  ) {}

  /** Keeps `compiled`'s body and excerpt in memory while the budget lasts, else on disk. */
  keep(compiled: CompiledMdx, sourceBytes: number): void {
    // A body the build cache holds is read from there on demand already (cache/compile-cache.ts).
    if (isLazy(compiled, 'body')) {
      this.stats.onDisk++;
      return;
    }
    if (this.folder === null || this.kept + sourceBytes <= this.budget) {
      this.kept += sourceBytes;
      this.stats.inMemory++;
      return;
    }
    const body = this.put(compiled.body);
    defineLazy(compiled, 'body', () => this.get(body) as HastRoot);
    if (compiled.excerpt !== null) {
      const excerpt = this.put(compiled.excerpt);
      defineLazy(compiled, 'excerpt', () => this.get(excerpt) as HastRoot);
    }
    this.stats.onDisk++;
  }

  /** Closes the file (and so frees its space); bodies on disk can no longer be read. */
  close() {
    if (this.fd !== null) closeSync(this.fd);
    this.fd = null;
  }

  private put(value: unknown): { at: number; length: number } {
    const bytes = Buffer.from(JSON.stringify(value));
    const fd = this.file();
    let written = 0;
    while (written < bytes.length) written += writeSync(fd, bytes, written, bytes.length - written, this.end + written);
    const at = this.end;
    this.end += bytes.length;
    return { at, length: bytes.length };
  }

  private get({ at, length }: { at: number; length: number }): unknown {
    if (this.fd === null) throw new Error('a compiled body was read after the build closed its store');
    const bytes = Buffer.allocUnsafe(length);
    let read = 0;
    while (read < length) {
      const n = readSync(this.fd, bytes, read, length - read, at + read);
      if (n === 0) throw new Error(`the compiled bodies' file ended early (${at + read} of ${at + length} bytes)`);
      read += n;
    }
    return JSON.parse(bytes.toString('utf8'));
  }

  private file(): number {
    if (this.fd !== null) return this.fd;
    mkdirSync(this.folder!, { recursive: true });
    const path = join(this.folder!, `bodies-${process.pid}-${randomBytes(4).toString('hex')}`);
    this.fd = openSync(path, 'w+');
    unlinkSync(path);
    return this.fd;
  }
}
