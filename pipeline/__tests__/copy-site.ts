import { cpSync, existsSync, mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const repoModules = resolve(import.meta.dirname, '..', '..', 'node_modules');

/**
 * Copies a site folder for a test. A copy under the system's temp folder has no node_modules above
 * it, so the npm packages its package.json depends on are linked from this repository's (where the
 * fixture in place finds them by walking up, as Node does).
 */
export function copySite(from: string, to: string) {
  cpSync(from, to, { recursive: true });
  const manifest = join(from, 'package.json');
  if (!existsSync(manifest)) return;
  const { dependencies = {} } = JSON.parse(readFileSync(manifest, 'utf8')) as { dependencies?: Record<string, string> };
  for (const name of Object.keys(dependencies)) {
    const target = join(to, 'node_modules', name);
    if (existsSync(target)) continue;
    mkdirSync(dirname(target), { recursive: true });
    symlinkSync(join(repoModules, name), target, 'dir');
  }
}
