import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** A cache file of entries made under one key (the pipeline's version, ...): `{ key, entries }`. */
interface Stored<T> {
  key: string;
  entries: { [name: string]: T };
}

/** The entries `file` holds under `key`; none when it is missing, damaged or of another key. */
export function readKeyedEntries<T>(file: string | null, key: string): Stored<T>['entries'] {
  try {
    const stored = file && existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Stored<T>) : null;
    return stored?.key === key ? stored.entries : {};
  } catch {
    // A damaged file is no cache: the build makes its entries again.
    return {};
  }
}

/** Writes the entries aside and renames them into place: a build stopped halfway, or two at once, never leave half a file. */
export function writeKeyedEntries<T>(file: string, key: string, entries: Stored<T>['entries']): void {
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}`;
  writeFileSync(tmp, JSON.stringify({ key, entries } satisfies Stored<T>));
  renameSync(tmp, file);
}
