import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PROJECT_ROOT } from '../project-root.js';

/**
 * The SPA's Vite config as this pipeline runs it. Compiled (`pipeline/run.mjs`'s copy, or the
 * package's `dist/`), the config was compiled beside it (`web/vite.config.js` of the same tree)
 * and Vite imports it as it is; from the sources (the tests), Vite compiles `web/vite.config.ts`.
 */
const compiled = fileURLToPath(new URL('../../web/vite.config.js', import.meta.url));
export const VITE_CONFIG_FILE = existsSync(compiled) ? compiled : join(PROJECT_ROOT, 'web', 'vite.config.ts');

/** Vite's loader for the config: a JavaScript one is imported natively, writing nothing beside it. */
export const VITE_CONFIG_LOADER: 'native' | 'bundle' = VITE_CONFIG_FILE.endsWith('.js') ? 'native' : 'bundle';
