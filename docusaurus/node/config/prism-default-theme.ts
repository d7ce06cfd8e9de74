/**
 * Docusaurus's default code theme: `palenight`, as an installation of prism-react-renderer has it.
 * Reading it means loading the package, which evaluates Prism and every grammar it bundles (0.1 to
 * 0.2 s of CPU) for one small object, on every build: a warm build whose changed page has no code
 * block needs nothing else from the package. So the theme is kept in the build cache by the
 * package's main file, its size and its modification time, and read from there while they hold.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { PrismTheme } from '../../../common/site-config.js';

/** The cache file: by the package's main file, the theme (null when it exports none) and the file's state when read. */
type Entries = Record<string, { key: string; theme: PrismTheme | null }>;

const CACHE_FILE = 'prism-palenight.json';

/**
 * `palenight` of the prism-react-renderer installed at `dir` (null when it exports no such theme),
 * from `cacheDir` when the package's main file is unchanged since it was read; `cacheDir` null
 * loads the package every time.
 */
export function palenightOf(dir: string, cacheDir: string | null): PrismTheme | null {
  const require = createRequire(join(dir, 'package.json'));
  const main = require.resolve(dir);
  const { size, mtimeMs, ctimeMs } = statSync(main);
  const key = JSON.stringify([size, mtimeMs, ctimeMs]);
  const file = cacheDir && join(cacheDir, CACHE_FILE);
  let entries: Entries = {};
  if (file) {
    try {
      entries = JSON.parse(readFileSync(file, 'utf8')) as Entries;
    } catch {
      // Not cached yet (or unreadable): read from the package.
    }
    const entry = entries[main];
    if (entry?.key === key) return entry.theme;
  }
  const theme = (require(dir) as { themes?: Record<string, PrismTheme> }).themes?.palenight ?? null;
  if (file) {
    try {
      // Installations since removed are dropped: the file holds a few entries, not one per folder ever built.
      const kept = Object.fromEntries(Object.entries(entries).filter(([path]) => existsSync(path)));
      mkdirSync(cacheDir, { recursive: true });
      // Written aside and renamed: a build stopped halfway never leaves half a file.
      const tmp = `${file}.${process.pid}.tmp`;
      writeFileSync(tmp, JSON.stringify({ ...kept, [main]: { key, theme } } satisfies Entries));
      renameSync(tmp, file);
    } catch {
      // A cache that cannot be written costs the next build the package's load, nothing else.
    }
  }
  return theme;
}
