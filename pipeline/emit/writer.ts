import { mkdirSync, renameSync, rmSync, existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { contentHash } from './hash.js';
import { StreamedOutputFile, linkOutputFile, writeOutputFile } from './output-file.js';
import { copyStaticTree } from './static-copy.js';
import { removeInBackground } from './remove-later.js';
import { keepLastOutput, lastOutput } from './last-output.js';

/**
 * Writes a build into a temporary folder beside the output and swaps it in at the end, so a failed
 * build leaves the previous output untouched.
 */
export class OutputWriter {
  readonly dir: string;
  /**
   * The last output, whose unchanged files the new one links to (`output-file.ts`): the copy of
   * the last output kept in the build cache (`last-output.ts`), else the folder being replaced;
   * null when there is none. The kept copy first: it is the last build of this content root
   * wherever it went, the one the page records describe, while the output folder may be empty (a
   * folder made for the build) or an older build.
   */
  readonly previous: string | null;
  private readonly dirs = new Set<string>();

  /** `lastOutputDir`: where the build cache keeps the last output of this content root (null without a cache). */
  constructor(
    readonly outDir: string,
    private readonly lastOutputDir: string | null = null,
  ) {
    this.dir = `${outDir}.tmp-${process.pid}`;
    this.previous = lastOutput(lastOutputDir) ?? (existsSync(outDir) ? outDir : null);
    rmSync(this.dir, { recursive: true, force: true });
    mkdirSync(this.dir, { recursive: true });
  }

  /** Writes JSON under a content-hashed name and returns its public path (`/_data/...`). */
  writeHashedJson(folder: string, name: string, value: unknown): string {
    const text = JSON.stringify(value);
    const file = `_data/${folder}/${safeName(name)}.${contentHash(text)}.json`;
    // The name is a hash of the bytes: a file of that name and size in the last output holds them,
    // so it is linked without being read (636 route chunks on a warm build of the real site).
    if (!this.linkSameSize(file, Buffer.byteLength(text))) this.write(file, text);
    return `/${file}`;
  }

  write(relativePath: string, data: string | Buffer) {
    writeOutputFile(join(this.dir, relativePath), data, this.previous && join(this.previous, relativePath), this.dirs);
  }

  openFile(relativePath: string): StreamedOutputFile {
    return new StreamedOutputFile(join(this.dir, relativePath), this.previous && join(this.previous, relativePath), this.dirs);
  }

  /** Copies a folder's files (linking those the last output has unchanged: `static-copy.ts`); a file already written is kept (as the dev server's first folder wins). */
  copyDir(from: string, to = '') {
    copyStaticTree(from, join(this.dir, to), this.previous && join(this.previous, to), this.dirs);
  }

  private linkSameSize(relativePath: string, size: number): boolean {
    if (!this.previous) return false;
    const previous = join(this.previous, relativePath);
    try {
      if (statSync(previous).size !== size) return false;
    } catch {
      return false;
    }
    return linkOutputFile(previous, join(this.dir, relativePath), this.dirs);
  }

  /** Swaps the new folder in and keeps it as the last output; returns the processes deleting the folders it replaces (`remove-later.ts`). */
  commit(): ChildProcess[] {
    // A name of its own: the folder an earlier build of this process replaced may still be being deleted.
    const old = `${this.outDir}.old-${process.pid}-${randomBytes(4).toString('hex')}`;
    if (existsSync(this.outDir)) renameSync(this.outDir, old);
    renameSync(this.dir, this.outDir);
    const removing = this.lastOutputDir ? keepLastOutput(this.outDir, this.lastOutputDir) : [];
    const child = removeInBackground(old);
    return child ? [child, ...removing] : removing;
  }

  abort() {
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** A file-system-safe chunk name derived from a route. */
export function safeName(route: string): string {
  const s = route.replace(/^\/+|\/+$/g, '').replace(/[^a-zA-Z0-9_-]+/g, '-');
  return s.slice(0, 80) || 'index';
}
