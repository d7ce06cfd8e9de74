import { readdirSync, statSync, existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import picomatch from 'picomatch';

/**
 * Content files under `dir` (`.md`, `.mdx` unless `include` says otherwise), relative to it.
 * Files and folders whose name starts with `_` are partials, not routes, as in Docusaurus; the
 * plugin's `include`/`exclude` globs apply to the path relative to `dir`.
 */
export function discoverFiles(dir: string, include: string[] = ['**/*.{md,mdx}'], exclude: string[] = []): string[] {
  if (!existsSync(dir)) return [];
  const included = picomatch(include);
  const excluded = exclude.length ? picomatch(exclude) : () => false;
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      if (name.startsWith('_') || name.startsWith('.') || name === 'node_modules') continue;
      const p = join(d, name);
      const rel = relative(dir, p).split(sep).join('/');
      if (statSync(p).isDirectory()) walk(p);
      else if (included(rel) && !excluded(rel)) out.push(rel);
    }
  };
  walk(dir);
  return out;
}
