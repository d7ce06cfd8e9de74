import { existsSync, readFileSync } from 'node:fs';
import { siteConfigFromDocusaurus } from '../config/docusaurus-config.js';
import { join } from 'node:path';
import { loadAuthors } from '../content/authors.js';
import { lastUpdateTimes } from '../content/git.js';
import { loadSidebars, loadSiteConfig } from '../config/load.js';
import type { SiteInputs } from './assemble.js';

/**
 * Reads the config files and per-run facts the site is assembled from. `reload` imports the
 * config modules afresh (dev mode, after they changed on disk).
 */
export async function loadSiteInputs(contentRoot: string, display: string, preview: boolean, reload = false, configFile?: string): Promise<SiteInputs> {
  const problems: SiteInputs['problems'] = [];
  const sidebars = await loadSidebars(contentRoot, reload).catch((error: unknown) => {
    const { file, line } = loadErrorPlace(error);
    problems.push({
      file: file ?? join(contentRoot, 'sidebars.js'),
      line,
      message: `sidebars file cannot be loaded: ${String((error as Error).message ?? error).split('\n')[0]}`,
    });
    return null;
  });
  // A Docusaurus folder has no site.config.ts: its docusaurus.config.js gives title, tagline, url.
  const siteFile =
    (await loadSiteConfig(contentRoot, reload, configFile)) ??
    (await siteConfigFromDocusaurus(contentRoot, Object.keys(sidebars?.value ?? { docs: [] }), existsSync(join(contentRoot, 'blog'))));
  return {
    problems,
    contentRoot,
    display,
    sidebarsFile: sidebars ? { ...sidebars, text: readFileSync(sidebars.path, 'utf8') } : null,
    siteFile,
    preview,
    lastUpdate: lastUpdateTimes(contentRoot),
    authors: loadAuthors(join(contentRoot, 'authors.yml'), (line, message) => problems.push({ file: join(contentRoot, 'authors.yml'), line, message })),
  };
}

/** The file and line a config module failed to load at, read from the error's stack. */
function loadErrorPlace(error: unknown): { file: string | null; line: number } {
  const stack = String((error as Error)?.stack ?? '');
  const m = /(?:file:\/\/)?(\/[^\s:()]+\.(?:[cm]?js|ts)):(\d+)/.exec(stack);
  return m && !m[1]!.includes('node_modules') ? { file: m[1]!, line: Number(m[2]) } : { file: null, line: 1 };
}
