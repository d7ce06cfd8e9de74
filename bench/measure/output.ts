import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Total bytes and file count of a build folder. */
export function folderSize(dir: string): { bytes: number; files: number } {
  let bytes = 0;
  let files = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      const sub = folderSize(path);
      bytes += sub.bytes;
      files += sub.files;
    } else {
      bytes += statSync(path).size;
      files += 1;
    }
  }
  return { bytes, files };
}

/** The largest file under `dir` (route chunks live under _data/), raw and gzipped. */
export function largestFile(dir: string): { path: string; raw: number; gz: number } | null {
  let best: { path: string; raw: number } | null = null;
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const path = join(d, entry.name);
      // Search indexes are not route chunks: they have their own budget (bytes before the first suggestions).
      if (entry.isDirectory()) {
        if (!(d === dir && entry.name === 'search')) walk(path);
      } else {
        const raw = statSync(path).size;
        if (!best || raw > best.raw) best = { path, raw };
      }
    }
  };
  if (!existsSync(dir)) return null;
  walk(dir);
  const found = best as { path: string; raw: number } | null;
  return found ? { path: relative(dir, found.path), raw: found.raw, gz: gzipSync(readFileSync(found.path), { level: 9 }).length } : null;
}
