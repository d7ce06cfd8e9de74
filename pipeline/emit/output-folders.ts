/**
 * The folders a build writes beside its output folder: the one it stages the new output in
 * (swapped in at the end) and those it moves out of the way to delete in the background. They
 * are named after the output folder, so whatever walks a site folder for its sources can leave
 * them out, a stopped build's included (another process's id).
 */
import { basename, dirname, resolve } from 'node:path';

/** Where a build of `outDir` writes its new output before swapping it in. */
export function stagingFolder(outDir: string): string {
  return `${outDir}.tmp-${process.pid}`;
}

/** A name for a folder beside `outDir` that is deleted in the background; `unique` tells apart those of one process. */
export function replacedFolder(outDir: string, unique: string): string {
  return `${outDir}.old-${process.pid}-${unique}`;
}

/** Whether `dir` is `outDir`, or a folder a build of it stages into or deletes (this process's or another's); relative paths from the working folder. */
export function isBuildOutputFolder(outDir: string, folder: string): boolean {
  const out = resolve(outDir);
  const dir = resolve(folder);
  if (dir === out) return true;
  if (dirname(dir) !== dirname(out)) return false;
  const name = basename(dir);
  const base = basename(out);
  return name.startsWith(`${base}.tmp-`) || name.startsWith(`${base}.old-`);
}
