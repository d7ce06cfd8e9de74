/**
 * The words of a site's source files that can name an Infima class or variable (`infima-use.ts`),
 * read once per file and kept in the build cache by the file's modification time and size: a
 * production build of a large site reads thousands of files, and a warm build had every one of
 * them read and scanned again when one page changed (0.3 s on a quiet machine, 2–4 s on a busy one,
 * for the Home Assistant site's 5,860 files).
 */
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { MAX_SOURCE_BYTES, sourceWords } from './infima-use.js';

export interface Words {
  words: Set<string>;
  prefixes: Set<string>;
}

/** Which words matter: `key` names the choice (the layer's classes), so a cache made for another is not read. */
export interface WordChoice {
  key: string;
  keep(word: string): boolean;
}

/** A file's kept words, by the modification time and size it had when read. */
type Entry = [mtimeMs: number, size: number, words: string[], prefixes: string[]];
interface CacheFile {
  key: string;
  files: Record<string, Entry>;
}

function readCache(file: string | null, key: string): Record<string, Entry> {
  if (!file) return {};
  try {
    const cache = JSON.parse(readFileSync(file, 'utf8')) as CacheFile;
    return cache.key === key && cache.files && typeof cache.files === 'object' ? cache.files : {};
  } catch {
    return {};
  }
}

/**
 * The kept words and built-from-parts prefixes of `files`; `cacheFile` null reads every file. A
 * file that cannot be read (lost since a page loaded it) gives none: reporting it is the build's.
 */
export function filesWords(files: Iterable<string>, choice: WordChoice, cacheFile: string | null): Words {
  const before = readCache(cacheFile, choice.key);
  const after: Record<string, Entry> = {};
  const words = new Set<string>();
  const prefixes = new Set<string>();
  for (const file of new Set(files)) {
    let entry: Entry | undefined;
    try {
      const { mtimeMs, size } = statSync(file);
      if (size > MAX_SOURCE_BYTES) continue;
      const known = before[file];
      if (known && known[0] === mtimeMs && known[1] === size) entry = known;
      else {
        const found = sourceWords([readFileSync(file, 'utf8')]);
        entry = [mtimeMs, size, [...found.words].filter((w) => choice.keep(w)), [...found.prefixes]];
      }
    } catch {
      continue;
    }
    after[file] = entry;
    for (const w of entry[2]) words.add(w);
    for (const p of entry[3]) prefixes.add(p);
  }
  if (cacheFile) {
    mkdirSync(dirname(cacheFile), { recursive: true });
    writeFileSync(cacheFile, JSON.stringify({ key: choice.key, files: after } satisfies CacheFile));
  }
  return { words, prefixes };
}
