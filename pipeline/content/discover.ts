import { readdirSync, statSync, existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * Content files on disk: docs and posts (`.md`, `.mdx`). Files and folders whose name starts with
 * `_` are partials, not routes, as in Docusaurus.
 */
export function discoverContent(contentRoot: string, section: 'docs' | 'blog'): string[] {
  const dir = join(contentRoot, section);
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      if (name.startsWith('_') || name.startsWith('.') || name === 'node_modules') continue;
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.mdx?$/i.test(name)) out.push(relative(contentRoot, p).split(sep).join('/'));
    }
  };
  walk(dir);
  return out;
}
