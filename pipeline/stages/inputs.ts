import { existsSync, readFileSync } from 'node:fs';
import { DocusaurusConfigError, defaultSiteConfig, siteConfigFromDocusaurus, type DocusaurusSiteConfig } from '../config/docusaurus-config.js';
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
  // A Docusaurus folder is configured by its docusaurus.config.*; a site.config.ts beside it (this
  // project's own format) overrides what it sets, key by key.
  const sidebarNames = Object.keys(sidebars?.value ?? { docs: [] });
  const hasBlog = existsSync(join(contentRoot, 'blog'));
  const own = await loadSiteConfig(contentRoot, reload, configFile);
  let docusaurus: DocusaurusSiteConfig | null = null;
  try {
    docusaurus = await siteConfigFromDocusaurus(contentRoot, sidebarNames, hasBlog);
  } catch (error) {
    if (!(error instanceof DocusaurusConfigError)) throw error;
    problems.push({ file: error.file, line: error.line, message: `Docusaurus config cannot be evaluated: ${error.message}` });
  }
  const siteFile = own
    ? docusaurus
      ? { path: own.path, value: { ...docusaurus.value, ...own.value } }
      : own
    : (docusaurus ?? defaultSiteConfig(contentRoot, sidebarNames, hasBlog));
  return {
    problems,
    warnings: docusaurus?.warnings ?? [],
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
