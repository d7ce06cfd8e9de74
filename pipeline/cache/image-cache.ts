import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Resized images kept by a key naming everything their bytes are made from (the original's bytes,
 * width, quality, format and the resizer's version), so a warm build does not resize again. On
 * disk between builds, or in memory only (dev mode). Each run keeps only what it used.
 */
export class ImageCache {
  readonly stats = { made: 0, cached: 0, ms: 0 };
  private used = new Set<string>();
  private memory = new Map<string, Buffer>();

  /** `dir` null: in memory only. */
  constructor(private readonly dir: string | null) {}

  /** `make()`'s bytes for this key, from the cache when they were made before. */
  async bytes(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
    // A locale's site repeats the default locale's images: each is counted once per run.
    const again = this.used.has(key);
    this.used.add(key);
    const found = this.found(key);
    if (found) {
      if (!again) this.stats.cached++;
      return found;
    }
    const data = await make();
    this.stats.made++;
    this.store(key, data);
    return data;
  }

  /** Ends a run: drops what it did not use, in memory and on disk. */
  endRun() {
    for (const key of this.memory.keys()) if (!this.used.has(key)) this.memory.delete(key);
    if (this.dir && existsSync(this.dir)) for (const name of readdirSync(this.dir)) if (!this.used.has(name)) rmSync(join(this.dir, name), { force: true });
    this.used = new Set();
  }

  private found(key: string): Buffer | undefined {
    if (!this.dir) return this.memory.get(key);
    const file = join(this.dir, key);
    return existsSync(file) ? readFileSync(file) : undefined;
  }

  private store(key: string, data: Buffer) {
    if (!this.dir) {
      this.memory.set(key, data);
      return;
    }
    mkdirSync(this.dir, { recursive: true });
    // Written aside and renamed: a build stopped halfway never leaves half a file.
    const tmp = join(this.dir, `${key}.${process.pid}.tmp`);
    writeFileSync(tmp, data);
    renameSync(tmp, join(this.dir, key));
  }
}
