import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadAuthors } from '../content/authors.js';
import { lastUpdateTimes } from '../content/git.js';
import { loadSidebars, loadSiteConfig } from '../config/load.js';
import type { SiteInputs } from './assemble.js';

/**
 * Reads the config files and per-run facts the site is assembled from. `reload` imports the
 * config modules afresh (dev mode, after they changed on disk).
 */
export async function loadSiteInputs(contentRoot: string, display: string, preview: boolean, reload = false): Promise<SiteInputs> {
  const sidebars = await loadSidebars(contentRoot, reload);
  const siteFile = await loadSiteConfig(contentRoot, reload);
  return {
    contentRoot,
    display,
    sidebarsFile: sidebars ? { ...sidebars, text: readFileSync(sidebars.path, 'utf8') } : null,
    siteFile,
    preview,
    lastUpdate: lastUpdateTimes(contentRoot),
    authors: loadAuthors(join(contentRoot, 'authors.yml')),
  };
}
