import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The project's folder (package.json, web/, .cache/), found from this module up: the pipeline runs
 * from its source (tsx, vitest) or from the compiled copy under `.cache/pipeline-js/<key>/`
 * (pipeline/run.mjs), and a path counted from a module's own folder would differ between the two.
 */
export const PROJECT_ROOT = findUp(import.meta.dirname);

/** The browser side (index.html, the entry, the theme, the compatibility layer) the Vite config bundles. */
export const WEB_DIR = join(PROJECT_ROOT, 'web');

function findUp(dir: string): string {
  for (let d = dir; ; d = dirname(d)) {
    if (existsSync(join(d, 'package.json'))) return d;
    if (dirname(d) === d) throw new Error(`no package.json above ${dir}`);
  }
}
