import { createHash } from 'node:crypto';
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { PACKED_DIR, PACKED_VERSION, PROJECT_ROOT } from '../project-root.js';
import { sourceFiles, treeKey } from '../run/compiled-tree.mjs';

let memo: string | null = null;

/**
 * The pipeline's own version: a hash of its source files (the same files and hash that name its
 * compiled copy, `run/compiled-tree.mjs`) and the lockfile, so a cache written by another pipeline
 * (an upgrade, a fix, a changed dependency) is never read. `root` is the project's folder.
 */
export function pipelineVersion(root = PROJECT_ROOT): string {
  if (memo && root === PROJECT_ROOT) return memo;
  // The package has no sources to hash: its packing wrote their version.
  if (PACKED_DIR && root === PROJECT_ROOT) return (memo = readFileSync(join(PACKED_DIR, PACKED_VERSION), 'utf8').trim());
  const lockfile = join(root, 'package-lock.json');
  const version = createHash('sha256')
    .update(treeKey(root, sourceFiles(root)))
    .update('\0')
    .update(existsSync(lockfile) ? readFileSync(lockfile) : 'missing')
    .digest('hex')
    .slice(0, 16);
  if (root === PROJECT_ROOT) memo = version;
  return version;
}
