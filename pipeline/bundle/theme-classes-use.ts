/**
 * Whether a Docusaurus site's own stylesheets or scripts name one of theme-common's stable
 * `ThemeClassNames` the chrome can draw (docusaurus/shared/theme-class-names.ts): then its bundle
 * draws them on the elements theme-classic puts them on (`__CHROME_THEME_CLASSES__`, chrome-use.ts),
 * and its `.theme-doc-markdown h2` or `.theme-admonition-tip` rules apply. A site that names none
 * keeps the bytes it had.
 *
 * What counts is what the site wrote: its `customCss`, the stylesheets its pages import, and every
 * script and stylesheet under its `src/` (its components, pages and swizzles) and in its local
 * plugins' theme folders and client modules. Installed packages do not count, nor Markdown (a page
 * that writes a class draws its own element). A name counts as a whole word: a class
 * (`theme-doc-toc-desktop`), a family's part (`theme-admonition-warning`, a sidebar level's
 * `theme-doc-sidebar-item-link-level-2`) or the start of one (`[class*='theme-doc-sidebar']`). A
 * script's `ThemeClassNames.docs.docMarkdown` does not: a swizzle draws its own element with it.
 */
import { readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { themeClassNameList } from '../../docusaurus/shared/theme-class-names.js';
import { filesUnder, MAX_SOURCE_BYTES } from '../../docusaurus/node/bundle/infima-use.js';

const { names, prefixes } = themeClassNameList();
const NAMES = new Set(names);
const WORD = /(?<![\w-])theme-[\w-]+/g;

/** Whether one of the chrome's `ThemeClassNames`, or a family or start of one, is a word of `text`. */
export function namesThemeClass(text: string): boolean {
  for (const [word] of text.matchAll(WORD)) {
    if (NAMES.has(word) || prefixes.some((p) => word.startsWith(p))) return true;
    if (!word.endsWith('-') && names.some((n) => n.startsWith(`${word}-`))) return true;
    if (word.endsWith('-') && [...names, ...prefixes].some((n) => n.startsWith(word))) return true;
  }
  return false;
}

const SOURCE = /\.(?:[cm]?[jt]sx?|s?css|sass|less)$/;

const NOT_SOURCE: ReadonlySet<string> = new Set(['node_modules']);
const sourcesUnder = (dir: string) => filesUnder(dir, NOT_SOURCE, SOURCE);

export interface ThemeClassSources {
  siteDir: string;
  /** `customCss` and the stylesheets the site's pages import (absolute paths). */
  stylesheets: string[];
  /** The site's plugins' theme folders and client modules: those outside installed packages count. */
  pluginModules: string[];
}

/** The files whose words count (see above). */
export function themeClassFiles({ siteDir, stylesheets, pluginModules }: ThemeClassSources): string[] {
  const local = pluginModules.filter((m) => {
    const path = relative(siteDir, m);
    return !path.startsWith('..') && !path.split(/[\\/]/).includes('node_modules');
  });
  const files = new Set([...stylesheets, ...sourcesUnder(join(siteDir, 'src'))]);
  for (const module of local) {
    try {
      if (statSync(module).isDirectory()) for (const f of sourcesUnder(module)) files.add(f);
      else files.add(module);
    } catch {
      // A module that is not there: the bundle reports it.
    }
  }
  return [...files];
}

/** Whether the site's own stylesheets or scripts name one of the classes. */
export function usesThemeClasses(sources: ThemeClassSources): boolean {
  return themeClassFiles(sources).some((file) => {
    try {
      return statSync(file).size <= MAX_SOURCE_BYTES && namesThemeClass(readFileSync(file, 'utf8'));
    } catch {
      return false;
    }
  });
}
