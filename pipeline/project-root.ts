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

/**
 * The installed package (`npm pack`, scripts/build-dist.mjs): its pipeline is `dist/`, without the
 * TypeScript sources, and what those would make at run time (the schemas, the version) was made
 * when it was packed, into `dist/`.
 */
export const PACKED_DIR = existsSync(join(PROJECT_ROOT, 'pipeline')) ? null : join(PROJECT_ROOT, 'dist');

/** The file of `dist/` the package's packing wrote the schemas into. */
export const PACKED_SCHEMAS = 'schemas.json';
/** The file of `dist/` holding the packed pipeline's version (`cache/version.ts`). */
export const PACKED_VERSION = 'pipeline-version.txt';

function findUp(dir: string): string {
  for (let d = dir; ; d = dirname(d)) {
    if (existsSync(join(d, 'package.json'))) return d;
    if (dirname(d) === d) throw new Error(`no package.json above ${dir}`);
  }
}
