import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import type { ViteBuildResult } from '../bundle/vite-process.js';

/** What the last SPA bundle was made from, and the files it wrote. */
interface AppRecord {
  key: string;
  /** Every file Vite read (node_modules aside: the lockfile is in the key) → its content hash. */
  files: { [path: string]: string };
  /** The files it wrote, relative to the output folder; kept under `output/`. */
  outputs: string[];
}

const sha = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hashFile = (path: string) => (existsSync(path) ? sha(readFileSync(path)) : 'missing');

interface CachedAppInputs {
  cacheDir: string | null;
  outDir: string;
  key: string;
  /** Files outside the module graph that the bundle is made from. */
  extraFiles: string[];
}

/** Copies the last bundle's files into `outDir` when Vite would make the same bundle (see `cachedAppBuild`); false when it would not. */
export function copyCachedApp({ cacheDir, outDir, key, extraFiles }: CachedAppInputs): boolean {
  const recordFile = cacheDir ? join(cacheDir, 'app.json') : null;
  if (!recordFile || !existsSync(recordFile)) return false;
  const record = JSON.parse(readFileSync(recordFile, 'utf8')) as AppRecord;
  // A new public file is a new input; a removed one hashes as missing.
  const same =
    record.key === key &&
    extraFiles.every((f) => f in record.files) &&
    Object.entries(record.files).every(([path, hash]) => hashFile(path) === hash) &&
    record.outputs.every((f) => existsSync(join(cacheDir!, 'output', f)));
  if (!same) return false;
  for (const file of record.outputs) {
    mkdirSync(dirname(join(outDir, file)), { recursive: true });
    cpSync(join(cacheDir!, 'output', file), join(outDir, file));
  }
  return true;
}

/**
 * The SPA bundle is the same when Vite would read the same files under the same settings: the
 * last build's module graph (web/, the site's components and stylesheets), the generated
 * registries, `extraFiles` (the public folder, index.html) and `key` (pipeline version, base URL,
 * the manifest's site settings index.html takes). Then the last bundle's files are copied into
 * the output instead of bundling again. `cacheDir` null always bundles.
 */
export async function cachedAppBuild(
  options: CachedAppInputs & {
    /** Runs Vite into `outDir` (`bundle/vite-process.ts`): what it read and wrote. */
    bundle: () => Promise<ViteBuildResult>;
  },
): Promise<'bundled' | 'cached'> {
  const { cacheDir, outDir, key } = options;
  if (copyCachedApp(options)) return 'cached';
  const before = new Set(listFiles(outDir));
  const { modules: read, written: bundled } = await options.bundle();
  if (!cacheDir) return 'bundled';
  // Files copied from the public folder are not in the bundle: whatever appeared in the output.
  const written = new Set(bundled);
  for (const file of listFiles(outDir)) if (!before.has(file)) written.add(file);
  const record: AppRecord = {
    key,
    files: Object.fromEntries([...new Set([...read, ...options.extraFiles])].sort().map((p) => [p, hashFile(p)])),
    outputs: [...written].sort(),
  };
  const recordFile = join(cacheDir, 'app.json');
  rmSync(cacheDir, { recursive: true, force: true });
  for (const file of record.outputs) {
    mkdirSync(dirname(join(cacheDir, 'output', file)), { recursive: true });
    cpSync(join(outDir, file), join(cacheDir, 'output', file));
  }
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
