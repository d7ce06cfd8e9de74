import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, isAbsolute, join } from 'node:path';
import { PROJECT_ROOT } from '../project-root.js';
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

/** The module that gives a site's React page its `config` prop (as Docusaurus's pages plugin does). */
const PAGE_WRAPPER = join(PROJECT_ROOT, 'docusaurus/client/site-page-config.tsx');

/**
 * Writes one module per React page of the site (`pages/<its path under src/pages>.jsx`): the page
 * given its `config` prop by `withSiteConfig`, so the wrapper is bundled in the page's own chunk,
 * named after the page as before. Its name holds no hash of the paths it imports: the chunk's name
 * is in the app chunk's list of files, whose bytes must not depend on where the site or this tool
 * sit. Then `pages.json` (registry key → that module) and `blog-post-list.json` (the
 * recent posts in the shape of Docusaurus's generated `blog-post-list-prop-default.json`, which
 * React pages may import). pipeline/bundle/plugins/ reads both. Returns the modules by key.
 */
export function writeSitePages(dir: string, pages: Record<string, string>, blogPostList: unknown): Record<string, string> {
  mkdirSync(join(dir, 'pages'), { recursive: true });
  const modules: Record<string, string> = {};
  for (const [key, page] of Object.entries(pages)) {
    const source = [
      `import Page from ${JSON.stringify(page)};`,
      `import { withSiteConfig } from ${JSON.stringify(PAGE_WRAPPER)};`,
      `export default withSiteConfig(Page);`,
      '',
    ].join('\n');
    const rel = key.replace(/^site-page:/, '');
    const name = (isAbsolute(rel) || rel.startsWith('..') ? basename(rel) : rel).replace(/\.[^./]+$/, '').replace(/[^\w/-]+/g, '-');
    let file = join(dir, 'pages', `${name}.jsx`);
    for (let n = 2; Object.values(modules).includes(file); n++) file = join(dir, 'pages', `${name}-${n}.jsx`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, source);
    modules[key] = file;
  }
  writeFileSync(join(dir, 'pages.json'), JSON.stringify(modules, null, 2));
  writeFileSync(join(dir, 'blog-post-list.json'), JSON.stringify(blogPostList ?? { title: 'Recent posts', items: [] }, null, 2));
  return modules;
}
