import { existsSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import type { SiteConfig } from '../site-config.js';
import type { SidebarsConfig } from '../sidebars/types.js';
import { loadFreshModule } from './fresh-module.js';

/** Imports the first of `names` that exists in `dir` (TS or JS, CommonJS or ESM) and returns its default export. */
export function importFirst<T>(dir: string, names: string[]): { path: string; value: T } | null {
  for (const name of names) {
    const path = join(dir, name);
    if (!existsSync(path)) continue;
    let value = loadFreshModule(path);
    // CommonJS through ESM interop may nest the export once more.
    if (value && typeof value === 'object' && 'default' in value && Object.keys(value).length === 1) value = value.default;
    return { path, value: value as T };
  }
  return null;
}

export function loadSidebars(contentRoot: string): { path: string; value: SidebarsConfig } | null {
  return importFirst<SidebarsConfig>(contentRoot, ['sidebars.ts', 'sidebars.js', 'sidebars.mjs', 'sidebars.cjs']);
}

export function loadSiteConfig(contentRoot: string, configFile?: string): { path: string; value: SiteConfig } | null {
  if (configFile) return importFirst<SiteConfig>(dirname(resolve(configFile)), [basename(configFile)]);
  return importFirst<SiteConfig>(contentRoot, SITE_CONFIGS);
}

const SITE_CONFIGS = ['site.config.ts', 'site.config.js', 'site.config.mjs'];

/**
 * Where the content is: `--content <dir>`, else the `contentDir` of the site config given with
 * `--config <file>` (relative to that file; a team can keep its Docusaurus folder as it is and put
 * a site config beside it), else `CONTENT_ROOT`, else `content/`.
 */
export function resolveContentRoot(args: { content?: string; config?: string; env?: string }): string {
  if (args.content) return resolve(args.content);
  if (args.config) {
    const loaded = importFirst<SiteConfig>(dirname(resolve(args.config)), [basename(args.config)]);
    if (!loaded) throw new Error(`--config ${args.config}: no such file`);
    return resolve(dirname(loaded.path), loaded.value.contentDir ?? '.');
  }
  return resolve(args.env ?? 'content');
}
