/**
 * The Infima layer a production build of a site ships (`infima-use.ts` says how it is chosen): read
 * from the site's pages (their trees' classes), the files their JavaScript loaded, the site's
 * stylesheets, its code and its plugins' modules, and its resolved config.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { layerClassNames } from './infima-layer.js';
import { contentHash } from '../../../pipeline/emit/hash.js';
import { infimaUse, siteSourceFiles, sourceWords, type InfimaUse } from './infima-use.js';
import { filesWords } from './source-words.js';

/** Infima's stylesheet, from the `infima` package Docusaurus 3 uses. */
export function infimaStylesheet(): string {
  return readFileSync(createRequire(import.meta.url).resolve('infima/dist/css/default/default.css'), 'utf8');
}

export interface SiteSources {
  siteDir: string;
  /** The build's output folder: neither it nor the folders the build stages into beside it are source. */
  outDir: string;
  /** The class names of every page of every locale (`treeClassNames` of each tree). */
  pageClassNames: Iterable<string>[];
  /** Files outside the site folder the pages loaded (components, data) and the site's stylesheets. */
  files: string[];
  /** The plugins' modules: theme folders, client modules, route components. */
  pluginModules: string[];
  /** This project's own stylesheets (the theme's and the adapter's): the Infima variables they read stay. */
  themeStylesheets: string[];
  /** The resolved config (navbar and footer items, sidebars' classes), as the browser gets it. */
  config: unknown;
  /** Where the words read from each file are kept between builds (`source-words.ts`); null reads every file. */
  cacheFile: string | null;
}

export function siteInfimaUse(sources: SiteSources): InfimaUse {
  // The chrome's element classes are candidates too: the layer has them only for a site that swizzles the chrome.
  const candidates = candidateClasses(infimaStylesheet(), sources.cacheFile && join(dirname(sources.cacheFile), LAYER_CLASSES_FILE));
  const classes = new Set(candidates);
  const choice = { key: contentHash(candidates.join(' ')), keep: (w: string) => classes.has(w) || w.startsWith('ifm-') };
  const pageClasses = new Set<string>();
  for (const names of sources.pageClassNames) for (const name of names) pageClasses.add(name);
  const inline = sourceWords([[...pageClasses].join(' '), JSON.stringify(sources.config)]);
  const files = [...sources.files, ...sources.themeStylesheets, ...siteSourceFiles(sources.siteDir, sources.pluginModules, sources.outDir)];
  const read = filesWords(files, choice, sources.cacheFile);
  return infimaUse(candidates, {
    words: new Set([...inline.words, ...read.words]),
    prefixes: new Set([...inline.prefixes, ...read.prefixes]),
  });
}

const LAYER_CLASSES_FILE = 'layer-classes.json';

/**
 * The layer's class names (`layerClassNames`, chrome elements included), kept in `cacheFile` by a
 * hash of Infima's stylesheet: parsing it (and loading PostCSS to) cost every warm build about
 * 0.15 s for the same list. `cacheFile` null parses every time.
 */
export function candidateClasses(infimaCss: string, cacheFile: string | null): string[] {
  const key = contentHash(infimaCss, 16);
  if (cacheFile) {
    try {
      const cached = JSON.parse(readFileSync(cacheFile, 'utf8')) as { key?: string; names?: string[] };
      if (cached.key === key && Array.isArray(cached.names)) return cached.names;
    } catch {
      // Not cached yet (or unreadable): parse the stylesheet.
    }
  }
  const names = layerClassNames(infimaCss, true);
  if (cacheFile) {
    mkdirSync(dirname(cacheFile), { recursive: true });
    // Written aside and renamed: a build stopped halfway never leaves half a file.
    const tmp = `${cacheFile}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify({ key, names }));
    renameSync(tmp, cacheFile);
  }
  return names;
}
