import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LocalComponentEntry } from '../mdx/plugins/jsx-components/local.js';
import { contentHash } from './hash.js';
import { registryFile, type LocalComponentRegistry } from './local-component-registry.js';

/**
 * Writes `registry.json` (registry key → module file and export) and one `.jsx` module per component
 * extracted from MDX, and returns the registry. The Vite build turns it into lazy `import()` calls,
 * so every component is its own chunk, loaded only by pages that use it.
 */
export function writeLocalComponents(dir: string, entries: Record<string, LocalComponentEntry>): LocalComponentRegistry {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'extracted'), { recursive: true });
  const registry: LocalComponentRegistry = {};
  for (const [key, entry] of Object.entries(entries).sort(([a], [b]) => a.localeCompare(b))) {
    if (entry.path) registry[key] = { path: entry.path, exportName: entry.exportName };
    else {
      const path = join(dir, 'extracted', `${key.replace(/[^\w-]+/g, '-').slice(-60)}.${contentHash(entry.source ?? '', 8)}.jsx`);
      writeFileSync(path, entry.source ?? '');
      registry[key] = { path, exportName: 'default' };
    }
  }
  writeFileSync(registryFile(dir), JSON.stringify(registry, null, 2));
  return registry;
}

/**
 * Writes `pages.json` (registry key → module file of the site's React pages) and
 * `blog-post-list.json` (the recent posts in the shape of Docusaurus's generated
 * `blog-post-list-prop-default.json`, which React pages may import). pipeline/bundle/plugins/ reads both.
 */
export function writeSitePages(dir: string, pages: Record<string, string>, blogPostList: unknown) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'pages.json'), JSON.stringify(pages, null, 2));
  writeFileSync(join(dir, 'blog-post-list.json'), JSON.stringify(blogPostList ?? { title: 'Recent posts', items: [] }, null, 2));
}
