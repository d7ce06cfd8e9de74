/**
 * Drawn social cards kept between builds, one file per card: `<key>.<name>.png`, the key a hash of
 * the card's inputs and the renderer's versions, the name the one it is published under (a hash of
 * its bytes). A warm build knows a kept card's published name and size from the folder's listing,
 * so a card the last output has is linked there without being read (537 cards, 16 MB read and
 * hashed twice on each warm build of the 500-page corpus). Cards this build did not use are
 * deleted at its end, so the folder holds one build's cards.
 */
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface KeptCard {
  /** The name it is published under (without `.png`). */
  name: string;
  size: number;
  png(): Buffer;
}

const KEPT = /^([0-9a-f]+)\.([0-9a-z]+)\.png$/;

export class CardCache {
  private readonly kept = new Map<string, string>();
  private readonly used = new Set<string>();

  /** `dir` null (`--no-cache`): nothing is kept or found. */
  constructor(private readonly dir: string | null) {
    if (!dir) return;
    mkdirSync(dir, { recursive: true });
    for (const file of readdirSync(dir)) {
      const m = KEPT.exec(file);
      if (m) this.kept.set(m[1]!, file);
    }
  }

  find(key: string): KeptCard | null {
    const file = this.kept.get(key);
    if (!this.dir || !file) return null;
    const path = join(this.dir, file);
    let size: number;
    try {
      size = statSync(path).size;
    } catch {
      return null;
    }
    this.used.add(file);
    return { name: KEPT.exec(file)![2]!, size, png: () => readFileSync(path) };
  }

  keep(key: string, name: string, png: Buffer): void {
    if (!this.dir) return;
    const file = `${key}.${name}.png`;
    writeFileSync(join(this.dir, file), png);
    this.kept.set(key, file);
    this.used.add(file);
  }

  /** Deletes the cards this build did not use (and any file of an older layout). */
  endRun(): void {
    if (!this.dir) return;
    for (const file of readdirSync(this.dir)) if (file.endsWith('.png') && !this.used.has(file)) rmSync(join(this.dir, file), { force: true });
  }
}
