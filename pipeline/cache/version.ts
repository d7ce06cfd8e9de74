import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { PROJECT_ROOT } from '../project-root.js';

/** The folders whose source decides what the pipeline produces (tests excluded). */
const SOURCE_DIRS = ['pipeline', 'common'];

const PROJECT = PROJECT_ROOT;
let memo: string | null = null;

/**
 * The pipeline's own version: a hash of its source files and the lockfile, so a cache written by
 * another pipeline (an upgrade, a fix, a changed dependency) is never read. `root` is the
 * project's folder.
 */
export function pipelineVersion(root = PROJECT): string {
  if (memo && root === PROJECT) return memo;
  const hash = createHash('sha256');
  const files: string[] = [];
  for (const dir of SOURCE_DIRS) if (existsSync(join(root, dir))) walk(join(root, dir), files);
  // The document types decide the fields every document has.
  files.push(join(root, 'package-lock.json'), join(root, 'contentlayer.config.ts'));
  for (const file of files.sort()) {
    hash.update(relative(root, file)).update('\0');
    hash.update(existsSync(file) ? readFileSync(file) : 'missing').update('\0');
  }
  const version = hash.digest('hex').slice(0, 16);
  if (root === PROJECT) memo = version;
  return version;
}

function walk(dir: string, out: string[]) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.name === '__tests__' || e.name === 'fixtures' || e.name === 'node_modules' || e.name.startsWith('.')) continue;
    const path = join(dir, e.name);
    if (e.isDirectory()) walk(path, out);
    else if (/\.(ts|tsx|js|mjs|json)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)) out.push(path);
  }
}
