import { resolve } from 'node:path';
import type { SiteConfig } from '../site-config.js';

/**
 * The site's static folders (Docusaurus's `staticDirectories`, `['static']` by default), absolute,
 * in their configured order. All are published at the site root; where two hold the same file the
 * first one's is kept, as Docusaurus's copy step (copy-webpack-plugin, which never overwrites an
 * asset already emitted) keeps it, and `/img/x.png` in content resolves against the first holding it.
 */
export function staticDirsOf(siteDir: string, site: Pick<SiteConfig, 'staticDirectories'> | null | undefined): string[] {
  return (site?.staticDirectories ?? ['static']).map((dir) => resolve(siteDir, dir));
}
