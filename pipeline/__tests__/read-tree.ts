import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every file under `dir` by its path from there (`/a/b.json`), as text. `latin1` keeps every byte
 * of a binary file distinct, for comparing outputs byte for byte.
 */
export function readTree(dir: string, encoding: BufferEncoding = 'utf8'): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else out[p.slice(dir.length)] = readFileSync(p, encoding);
    }
  };
  walk(dir);
  return out;
}
