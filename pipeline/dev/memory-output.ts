import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, normalize } from 'node:path';
import type { OutputFileStream, OutputSink } from '../model/emit-step.js';
import { contentHash } from '../emit/hash.js';
import { safeName } from '../emit/writer.js';
import { sameJson } from './same-json.js';

/**
 * Dev mode's output: the same emit steps as the build write here instead of to disk. Files are
 * kept by public path; a pass (`begin` … `end`) drops what it did not write again, so memory
 * holds one version of the site. A hashed chunk equal to the previous pass's value keeps its name
 * without being serialised again.
 */
export class MemoryOutput implements OutputSink {
  private readonly files = new Map<string, string | Buffer>();
  private readonly previous = new Map<string, { value: unknown; path: string }>();
  private touched = new Set<string>();
  private staticDirs: { from: string; to: string }[] = [];

  begin() {
    this.touched = new Set();
    this.staticDirs = [];
  }

  end() {
    for (const path of this.files.keys()) if (!this.touched.has(path)) this.files.delete(path);
    for (const [key, entry] of this.previous) if (!this.touched.has(entry.path)) this.previous.delete(key);
  }

  writeHashedJson(folder: string, name: string, value: unknown): string {
    const key = `${folder}\0${name}`;
    const prev = this.previous.get(key);
    if (prev && this.files.has(prev.path) && sameJson(prev.value, value)) {
      this.touched.add(prev.path);
      return prev.path;
    }
    const text = JSON.stringify(value);
    const path = `/_data/${folder}/${safeName(name)}.${contentHash(text)}.json`;
    this.files.set(path, text);
    this.previous.set(key, { value, path });
    this.touched.add(path);
    return path;
  }

  write(relativePath: string, data: string | Buffer) {
    const path = `/${relativePath.replace(/^\/+/, '')}`;
    this.files.set(path, data);
    this.touched.add(path);
  }

  /** Kept whole here: the file is one string in memory anyway. */
  openFile(relativePath: string): OutputFileStream {
    const parts: string[] = [];
    return { write: (part) => void parts.push(part), close: () => this.write(relativePath, parts.join('')) };
  }

  copyDir(from: string, to = '') {
    this.staticDirs.push({ from, to: `/${to.replace(/^\/+|\/+$/g, '')}` });
  }

  /** The value a hashed JSON file was written from. */
  value(urlPath: string): unknown {
    for (const entry of this.previous.values()) if (entry.path === urlPath) return entry.value;
    return undefined;
  }

  /** The file at a public path: written in memory, or under a copied folder (read from disk). */
  read(urlPath: string): string | Buffer | null {
    const own = this.files.get(urlPath);
    if (own !== undefined) return own;
    for (const { from, to } of this.staticDirs) {
      const prefix = to === '/' ? '/' : `${to}/`;
      if (!urlPath.startsWith(prefix)) continue;
      const file = normalize(join(from, urlPath.slice(prefix.length)));
      if (!file.startsWith(normalize(from))) continue;
      if (existsSync(file) && statSync(file).isFile()) return readFileSync(file);
    }
    return null;
  }

  paths(): string[] {
    return [...this.files.keys()];
  }
}
