import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, linkSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import type { ViteBuildResult } from '../bundle/vite-process.js';

/** What the last SPA bundle was made from, and the files it wrote. */
interface AppRecord {
  key: string;
  /** Every file Vite read (node_modules aside: the lockfile is in the key) → its content hash. */
  files: { [path: string]: string };
  /** The files it wrote, relative to the output folder; kept under `output/`. */
  outputs: string[];
  /** Each kept file's size, modification time and content hash when it was kept, in the order of `outputs`. */
  stamps: Stamp[];
}

/** `[size, mtimeMs, hash]` of a kept file. */
type Stamp = [number, number, string];

const sha = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hashFile = (path: string) => (existsSync(path) ? sha(readFileSync(path)) : 'missing');

interface CachedAppInputs {
  cacheDir: string | null;
  outDir: string;
  key: string;
  /** Files outside the module graph that the bundle is made from. */
  extraFiles: string[];
}

/**
 * Puts the last bundle's files into `outDir` when Vite would make the same bundle (see
 * `cachedAppBuild`); false when it would not.
 *
 * The files are hard-linked from the cache (a warm build linked the client bundle's 176 files in
 * 4 ms; `cpSync` copied them in 50-60 ms). The output never writes a file in place
 * (`emit/output-file.ts` unlinks before it writes), but something after the build may write
 * through a link: a kept file that no longer has its recorded bytes makes the bundle again. The
 * bytes are read only when the file's size or time is not the recorded one (the quick check
 * rsync makes): a cache restored by a copy that keeps times to the millisecond, or none, is read.
 */
export function placeCachedApp({ cacheDir, outDir, key, extraFiles }: CachedAppInputs): boolean {
  const recordFile = cacheDir ? join(cacheDir, 'app.json') : null;
  if (!recordFile || !existsSync(recordFile)) return false;
  const record = JSON.parse(readFileSync(recordFile, 'utf8')) as Partial<AppRecord>;
  const kept = (file: string) => join(cacheDir!, 'output', file);
  // A new public file is a new input; a removed one hashes as missing.
  const same =
    record.key === key &&
    record.files !== undefined &&
    record.outputs !== undefined &&
    record.stamps?.length === record.outputs.length &&
    extraFiles.every((f) => f in record.files!) &&
    Object.entries(record.files).every(([path, hash]) => hashFile(path) === hash) &&
    record.outputs.every((f, i) => unchanged(kept(f), record.stamps![i]!));
  if (!same) return false;
  const made = new Set<string>();
  for (const file of record.outputs!) {
    const target = join(outDir, file);
    if (!made.has(dirname(target))) {
      mkdirSync(dirname(target), { recursive: true });
      made.add(dirname(target));
    }
    linkOrCopy(kept(file), target);
  }
  return true;
}

function stampOf(path: string): Stamp {
  const stat = statSync(path);
  return [stat.size, stat.mtimeMs, hashFile(path)];
}

/** Whether a kept file still has the bytes it was kept with. */
function unchanged(path: string, [size, mtimeMs, hash]: Stamp): boolean {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat || stat.size !== size) return false;
  return stat.mtimeMs === mtimeMs || hashFile(path) === hash;
}

/** A hard link where the two folders share a file system, else a copy. */
function linkOrCopy(from: string, to: string) {
  try {
    linkSync(from, to);
  } catch (error) {
    if (!['EXDEV', 'EPERM', 'EMLINK', 'ENOTSUP', 'EACCES'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error;
    copyFileSync(from, to);
  }
}

/**
 * The SPA bundle is the same when Vite would read the same files under the same settings: the
 * last build's module graph (web/, the site's components and stylesheets), the generated
 * registries, `extraFiles` (the public folder, index.html) and `key` (pipeline version, base URL,
 * the manifest's site settings index.html takes). Then the last bundle's files are put in the
 * output (`placeCachedApp`) instead of bundling again. `cacheDir` null always bundles.
 */
export async function cachedAppBuild(
  options: CachedAppInputs & {
    /** Runs Vite into `outDir` (`bundle/vite-process.ts`): what it read and wrote. */
    bundle: () => Promise<ViteBuildResult>;
  },
): Promise<'bundled' | 'cached'> {
  const { cacheDir, outDir, key } = options;
  if (placeCachedApp(options)) return 'cached';
  const before = new Set(listFiles(outDir));
  const { modules: read, written: bundled } = await options.bundle();
  if (!cacheDir) return 'bundled';
  // Files copied from the public folder are not in the bundle: whatever appeared in the output.
  const written = new Set(bundled);
  for (const file of listFiles(outDir)) if (!before.has(file)) written.add(file);
  const outputs = [...written].sort();
  const recordFile = join(cacheDir, 'app.json');
  rmSync(cacheDir, { recursive: true, force: true });
  // Kept as links to the new output's files too: the stamps tell a file written through one since.
  for (const file of outputs) {
    mkdirSync(dirname(join(cacheDir, 'output', file)), { recursive: true });
    linkOrCopy(join(outDir, file), join(cacheDir, 'output', file));
  }
  const record: AppRecord = {
    key,
    files: Object.fromEntries([...new Set([...read, ...options.extraFiles])].sort().map((p) => [p, hashFile(p)])),
    outputs,
    stamps: outputs.map((file) => stampOf(join(cacheDir, 'output', file))),
  };
  writeFileSync(recordFile, JSON.stringify(record));
  return 'bundled';
}

/** Every file under a folder, relative to it, `/`-separated. */
export function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else out.push(relative(dir, p).split(sep).join('/'));
    }
  };
  walk(dir);
  return out;
}
