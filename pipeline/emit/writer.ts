import { mkdirSync, renameSync, rmSync, existsSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { contentHash } from './hash.js';
import { StreamedOutputFile, linkOutputFile, writeOutputFile } from './output-file.js';
import { copyStaticTree } from './static-copy.js';
import { removeInBackground } from './remove-later.js';
import { replacedFolder, stagingFolder } from './output-folders.js';
import { keepLastOutput, lastOutput } from './last-output.js';
import { readKeyedEntries, writeKeyedEntries } from '../cache/keyed-json-file.js';

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
  /** The files the last output's keyed files got (`linkKeyed`), read when first asked for; and this build's. */
  private lastNames: KnownNames | null = null;
  private readonly names: KnownNames = {};

  /** `lastOutputDir`: where the build cache keeps the last output of this content root (null without a cache). */
  constructor(
    readonly outDir: string,
    private readonly lastOutputDir: string | null = null,
  ) {
    this.dir = stagingFolder(outDir);
    this.previous = lastOutput(lastOutputDir) ?? (existsSync(outDir) ? outDir : null);
    rmSync(this.dir, { recursive: true, force: true });
    mkdirSync(this.dir, { recursive: true });
  }

  /** Writes JSON under a content-hashed name and returns its public path (`/_data/...`). */
  writeHashedJson(folder: string, name: string, value: unknown): string {
    return this.writeHashedText(folder, name, JSON.stringify(value));
  }

  writeHashedText(folder: string, name: string, text: string): string {
    const file = `_data/${folder}/${safeName(name)}.${contentHash(text)}.json`;
    // The name is a hash of the bytes: a file of that name and size in the last output holds them,
    // so it is linked without being read (636 route chunks on a warm build of the real site).
    if (!this.linkSameSize(file, Buffer.byteLength(text))) this.write(file, text);
    return `/${file}`;
  }

  /**
   * Keyed JSON (a route chunk with a stored body): the last output's file of the same key, linked
   * without `make` being called, else `make()`'s text written as `writeHashedJson` writes it.
   */
  writeKnownJson(folder: string, name: string, key: string, make: () => string): string {
    const known = this.linkKeyed(key);
    if (known) return `/${known.file}`;
    const text = make();
    const path = this.writeHashedText(folder, name, text);
    this.keyedFile(key, path.slice(1), Buffer.byteLength(text));
    return path;
  }

  /**
   * The file the last output holds under `key` (named by `keyedFile`), linked into this output
   * unread: its path from the output root and its size. Null when the last output has none (or
   * is not the kept copy the names describe): the caller makes the file and names it.
   */
  linkKeyed(key: string): KnownFile | null {
    const known = this.knownNames()[key];
    if (!known || !this.linkSameSize(known.file, known.size)) return null;
    this.names[key] = known;
    return known;
  }

  /** Names this output's `file` (from the output root, `size` bytes) as what `key` makes, for the next build's `linkKeyed`. */
  keyedFile(key: string, file: string, size: number) {
    this.names[key] = { file, size };
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

  /** The names the kept last output's keyed JSON got: only when that copy is the one linked from. */
  private knownNames(): KnownNames {
    if (this.lastNames) return this.lastNames;
    const kept = this.previous && this.previous === lastOutput(this.lastOutputDir) ? this.previous : null;
    return (this.lastNames = kept && this.lastOutputDir ? readKeyedEntries<KnownFile>(join(this.lastOutputDir, NAMES_FILE), basename(kept)) : {});
  }

  linkKnown(relativePath: string, size: number): boolean {
    return this.linkSameSize(relativePath, size);
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
    const old = replacedFolder(this.outDir, randomBytes(4).toString('hex'));
    if (existsSync(this.outDir)) renameSync(this.outDir, old);
    renameSync(this.dir, this.outDir);
    const removing = this.lastOutputDir ? keepLastOutput(this.outDir, this.lastOutputDir) : [];
    this.keepNames();
    const child = removeInBackground(old);
    return child ? [child, ...removing] : removing;
  }

  /** The names this build's keyed files got, kept beside the copy of its output (under that copy's name). */
  private keepNames() {
    const kept = lastOutput(this.lastOutputDir);
    if (!this.lastOutputDir || !kept) return;
    try {
      writeKeyedEntries(join(this.lastOutputDir, NAMES_FILE), basename(kept), this.names);
    } catch {
      // No names kept: the next build makes its chunks' JSON again, to the same bytes.
    }
  }

  abort() {
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** A keyed file's path (from the output root) and size. */
export interface KnownFile {
  file: string;
  size: number;
}

/** Keyed files, by key. */
type KnownNames = { [key: string]: KnownFile };

const NAMES_FILE = 'known-json.json';

/** A file-system-safe chunk name derived from a route. */
export function safeName(route: string): string {
  const s = route.replace(/^\/+|\/+$/g, '').replace(/[^a-zA-Z0-9_-]+/g, '-');
  return s.slice(0, 80) || 'index';
}
