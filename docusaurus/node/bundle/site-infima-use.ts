/**
 * The Infima layer a production build of a site ships (`infima-use.ts` says how it is chosen): read
 * from the site's pages (their trees' classes), the files their JavaScript loaded, the site's
 * stylesheets, its code and its plugins' modules, and its resolved config.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { layerClassNames } from './infima-layer.js';
import { infimaUse, siteSourceTexts, sourceWords, treeClassNames, type InfimaUse } from './infima-use.js';

/** Infima's stylesheet, from the `infima` package Docusaurus 3 uses. */
export function infimaStylesheet(): string {
  return readFileSync(createRequire(import.meta.url).resolve('infima/dist/css/default/default.css'), 'utf8');
}

export interface SiteSources {
  siteDir: string;
  /** The trees of every page of every locale. */
  pageTrees: unknown[];
  /** Files outside the site folder the pages loaded (components, data) and the site's stylesheets. */
  files: string[];
  /** The plugins' modules: theme folders, client modules, route components. */
  pluginModules: string[];
  /** This project's own stylesheets (the theme's and the adapter's): the Infima variables they read stay. */
  themeStylesheets: string[];
  /** The resolved config (navbar and footer items, sidebars' classes), as the browser gets it. */
  config: unknown;
}

function* texts(sources: SiteSources): Generator<string> {
  const classes = new Set<string>();
  for (const tree of sources.pageTrees) treeClassNames(tree, classes);
  yield [...classes].join(' ');
  yield JSON.stringify(sources.config);
  for (const file of [...sources.files, ...sources.themeStylesheets]) {
    try {
      yield readFileSync(file, 'utf8');
    } catch {
      // A file a page loaded and the build has since lost is the build's error to report, not this one's.
    }
  }
  yield* siteSourceTexts(sources.siteDir, sources.pluginModules);
}

export function siteInfimaUse(sources: SiteSources): InfimaUse {
  // The chrome's element classes are candidates too: the layer has them only for a site that swizzles the chrome.
  return infimaUse(layerClassNames(infimaStylesheet(), true), sourceWords(texts(sources)));
}
