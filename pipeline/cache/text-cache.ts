import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pipelineVersion } from './version.js';

/**
 * Outputs of pure functions of data (a saved search index from its documents, a page's Markdown
 * from its tree), kept by a hash of their inputs and the pipeline's version (which covers the
 * pipeline's code and, through the lockfile, its dependencies'), so an unchanged input is not
 * worked on again. In memory (a dev server's passes) and, with a folder, on disk between builds.
 * Each run keeps only what it used, so neither grows with every edit. On disk, no text is held in
 * memory: a one-shot build holds each only while it writes it.
 */
export class TextCache {
  readonly stats = { made: 0, cached: 0 };
  /** In-memory mode: the last run's texts and this run's, by key. */
  private memory = new Map<string, string>();
  private used = new Map<string, string>();
  /** On disk: the keys this run used. The texts themselves stay on disk, not in the build's heap. */
  private usedOnDisk = new Set<string>();

  /**
   * `dir` null: in memory (a dev server's passes, each reusing the last one's texts). `remember`
   * false: nothing is kept at all, for a one-shot build without a cache (`--no-cache`), whose
   * texts would otherwise stay in memory until it ends (the search indexes and every page's
   * Markdown: hundreds of megabytes at 10,000 pages).
   */
  constructor(
    private readonly dir: string | null,
    private readonly remember = true,
  ) {}

  /** `make()`'s text for these inputs, from the cache when it was made before. */
  text(inputs: unknown, make: () => string): string {
    const key = keyOf(inputs);
    return this.found(key) ?? this.store(key, make());
  }

  /** `text` for a text made asynchronously; `key` is `inputs`' when the caller has it (`key(inputs)`). */
  async textAsync(inputs: unknown, make: () => Promise<string>, key = keyOf(inputs)): Promise<string> {
    return this.found(key) ?? this.store(key, await make());
  }

  /** The key of these inputs' text: the same inputs and pipeline, the same key. */
  key(inputs: unknown): string {
    return keyOf(inputs);
  }

  /**
   * Keeps the text of `key` for the next run without reading it, where the cache has it: the
   * caller needs no text this run (the output linked the file the last build made from it).
   */
  keep(key: string) {
    if (!this.dir) {
      const text = this.used.get(key) ?? this.memory.get(key);
      if (text !== undefined) this.used.set(key, text);
    } else if (existsSync(join(this.dir, `${key}.txt`))) this.usedOnDisk.add(key);
    this.stats.cached++;
  }

  /** Ends a run: drops what it did not use, in memory and on disk. */
  endRun() {
    this.memory = this.used;
    this.used = new Map();
    const kept = this.usedOnDisk;
    this.usedOnDisk = new Set();
    if (!this.dir || !existsSync(this.dir)) return;
    for (const name of readdirSync(this.dir)) if (!kept.has(name.replace(/\.txt$/, ''))) rmSync(join(this.dir, name), { force: true });
  }

  private found(key: string): string | undefined {
    if (!this.dir) {
      const text = this.used.get(key) ?? this.memory.get(key);
      if (text === undefined) return undefined;
      this.stats.cached++;
      this.used.set(key, text);
      return text;
    }
    const file = join(this.dir, `${key}.txt`);
    if (!existsSync(file)) return undefined;
    this.stats.cached++;
    this.usedOnDisk.add(key);
    return readFileSync(file, 'utf8');
  }

  private store(key: string, text: string): string {
    this.stats.made++;
    if (!this.dir) {
      if (this.remember) this.used.set(key, text);
      return text;
    }
    this.usedOnDisk.add(key);
    mkdirSync(this.dir, { recursive: true });
    // Written aside and renamed: a build stopped halfway never leaves half a file.
    const tmp = join(this.dir, `${key}.${process.pid}.tmp`);
    writeFileSync(tmp, text);
    renameSync(tmp, join(this.dir, `${key}.txt`));
    return text;
  }
}

function keyOf(inputs: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify([pipelineVersion(), inputs]))
    .digest('hex')
    .slice(0, 32);
}
