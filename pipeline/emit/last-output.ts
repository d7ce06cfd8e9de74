import { existsSync, linkSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { removeInBackground } from './remove-later.js';
import { replacedFolder } from './output-folders.js';

/**
 * The last output of a content root, kept in the build cache (`.cache/output/<root>/`) as hard
 * links to its files: the previous output a build links its unchanged files to (`output-file.ts`,
 * `writer.ts`), wherever that build writes. Without it, a build into a new or empty folder (every
 * build on Netlify: a fresh checkout, the build cache restored) wrote all of the site's files
 * (2,176 files, 72 MB on the real site) where a build into the last folder links them.
 *
 * Each copy is a folder of its own that never changes once named in `current`: a newer build makes
 * a new one and deletes the older ones. A build that reads a copy while another deletes it only
 * finds files missing, and writes them. The builds never write into an output file in place; a
 * file edited in place by hand changes the copy too, but every link is checked against the file's
 * bytes or its record, so it is made again. Where the cache and the output are on two file
 * systems no copy is kept (copying the whole output on every build would cost more than it saves).
 */

const CURRENT = 'current';

/** The last output kept in `dir`, or null. */
export function lastOutput(dir: string | null): string | null {
  if (!dir) return null;
  let name: string;
  try {
    name = readFileSync(join(dir, CURRENT), 'utf8').trim();
  } catch {
    return null;
  }
  const copy = join(dir, name);
  return /^out-[0-9a-f]+$/.test(name) && existsSync(copy) ? copy : null;
}

/**
 * Keeps `outDir` (just written) in `dir` as the last output, and deletes the copies before it, moved
 * out of `dir` first (the processes deleting them are returned; tests wait for them). It never fails the build it ends: a
 * copy that cannot be made (two file systems, a full disk, another build of the same site deleting
 * it meanwhile) only leaves no last output.
 */
export function keepLastOutput(outDir: string, dir: string): ChildProcess[] {
  const name = `out-${randomBytes(6).toString('hex')}`;
  let kept = false;
  try {
    mkdirSync(dir, { recursive: true });
    linkTree(outDir, join(dir, name));
    // Named in one rename, so a build reading `current` meanwhile sees the old name or the new one.
    const pointer = join(dir, `${CURRENT}.${name}.tmp`);
    writeFileSync(pointer, name);
    renameSync(pointer, join(dir, CURRENT));
    kept = true;
  } catch {
    // The last output named there (if any) is older than this build's: drop the name.
    attempt(() => rmSync(join(dir, CURRENT), { force: true }));
  }
  const removing: ChildProcess[] = [];
  for (const old of attempt(() => readdirSync(dir)) ?? []) {
    if (!old.startsWith('out-') || (old === name && kept)) continue;
    // Out of the cache before it is deleted: whatever copies the cache once the build has exited
    // (Netlify's build cache, in the build-cache plugin's onPostBuild) would otherwise list files
    // the background deletion then removes under it. Beside the output, as the writer's replaced
    // folder: on the cache's file system whenever a copy could be linked there. Where it cannot
    // be moved, it is deleted before the build goes on.
    const away = replacedFolder(outDir, old);
    if (!attempt(() => (renameSync(join(dir, old), away), true))) {
      attempt(() => rmSync(join(dir, old), { recursive: true, force: true }));
      continue;
    }
    const child = removeInBackground(away);
    if (child) removing.push(child);
  }
  return removing;
}

/** `run`'s result, or undefined when it throws (the cache folder is not a folder, say). */
function attempt<T>(run: () => T): T | undefined {
  try {
    return run();
  } catch {
    return undefined;
  }
}

/** Hard-links every file of `from` into a new folder `to`; throws when one cannot be linked (two file systems). */
function linkTree(from: string, to: string) {
  mkdirSync(to);
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) linkTree(source, target);
    else if (entry.isFile()) linkSync(source, target);
  }
}
