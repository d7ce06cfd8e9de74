import { readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import type { Plugin } from 'vite';
import { THEME_COMMON_PACKAGES } from './theme-common-packages.js';

const STUB = '\0unsupported-module:';

/**
 * The client bundle's check of the modules a site's pages and components import: one the SPA does
 * not provide (`@docusaurus/x` or `@theme/X` that no alias to the compatibility layer took: a
 * `@theme/X` that reaches `themeDir` is this theme's own module, not Docusaurus's), and a
 * package a file of the site folder (`siteDir`) imports that is not installed, are collected; the
 * bundle goes on to find the others, then all are named at once with their file:line, in the words
 * of the build-time check of MDX (`mdx/evaluate/bundle.ts`), instead of Rolldown's first
 * "failed to resolve import" and its advice about `external`.
 * Runs after Vite's aliases: `@theme/X` arrives as a path under `themeDir`.
 */
export function unsupportedModules(options: {
  themeDir: string;
  displayRoot: string;
  siteDir?: string;
  /** The site is in this project's own format, whose pages (`content/pages/*.tsx`) import this theme's modules through `@theme`. */
  ownTheme?: boolean;
  /** Where a site without its own `@docusaurus/theme-common` finds this project's (`theme-common-packages.ts`), or null. */
  ownThemeCommon?: string | null;
}): Plugin {
  const problems: string[] = [];
  return {
    name: 'unsupported-docusaurus-modules',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      problems.length = 0;
    },
    async resolveId(source, importer, resolveOptions) {
      const name = unsupportedName(source, importer, options.themeDir, options.ownTheme ?? false);
      if (name) {
        problems.push(`${where(importer, name, options.displayRoot)}: cannot import \`${name}\`: ${UNPROVIDED}`);
        return `${STUB}${name}`;
      }
      if (!options.siteDir || !importer || !isSiteFile(importer, options.siteDir) || !isBare(source)) return null;
      // Found: that resolution stands (no second search by Vite).
      const found = await this.resolve(source, importer, { ...resolveOptions, skipSelf: true });
      if (found) return found;
      if (options.ownThemeCommon && THEME_COMMON_PACKAGES.test(source)) {
        const own = await this.resolve(source, options.ownThemeCommon, { ...resolveOptions, skipSelf: true });
        if (own) return own;
      }
      problems.push(
        `${where(importer, source, options.displayRoot)}: cannot import \`${source}\`: package \`${packageName(source)}\` is not installed for the site (run \`npm install\` in ${relative(options.displayRoot, options.siteDir) || '.'})`,
      );
      return `${STUB}${source}`;
    },
    load: (id) => (id.startsWith(STUB) ? 'export default function Unsupported() { return null; }\n' : null),
    buildEnd() {
      if (problems.length) this.error(`${problems.length} import(s) of modules this build does not provide or cannot find:\n${problems.join('\n')}`);
    },
  };
}

const UNPROVIDED = 'not one of the Docusaurus modules this site provides (see README, "Moving a Docusaurus site in")';

const isSiteFile = (file: string, siteDir: string) => file.startsWith(`${siteDir}${sep}`) && !file.includes(`${sep}node_modules${sep}`);
const isBare = (source: string) => !/^[./\0]/.test(source) && !/^[a-z][\w+.-]*:/i.test(source);
const packageName = (source: string) =>
  source
    .split('/')
    .slice(0, source.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * The module a site imports that is not provided, as the site wrote it; null when provided. The
 * theme's own modules import each other by relative paths, so an import that reaches `themeDir`
 * through the `@theme` alias comes from the site (or its generated modules): a Docusaurus site
 * means Docusaurus's component by it, a site in this project's own format this theme's module.
 */
function unsupportedName(source: string, importer: string | undefined, themeDir: string, ownTheme: boolean): string | null {
  if (source.startsWith('@docusaurus/')) return THEME_COMMON_PACKAGES.test(source) ? null : source;
  // The generated modules the bundle has are aliased or generated before this plugin sees them.
  if (source.startsWith('@generated/')) return source;
  if (!source.startsWith(`${themeDir}${sep}`) && !source.startsWith(`${themeDir}/`)) return null;
  // The slot modules `theme-modules.ts` generates render the chrome's own parts (`\0theme-slot:`, `\0theme-original:`, `\0theme-route-component:`).
  if (ownTheme || importer?.startsWith(`${themeDir}${sep}`) || importer?.startsWith('\0theme-')) return null;
  return `@theme/${source.slice(themeDir.length + 1)}`;
}

/** `file:line` of the import, the line found by the module's name in the importer's text. */
function where(importer: string | undefined, name: string, displayRoot: string): string {
  if (!importer || importer.startsWith('\0')) return name;
  const file = relative(displayRoot, importer.split('?')[0]!).split(sep).join('/');
  let text = '';
  try {
    text = readFileSync(importer.split('?')[0]!, 'utf8');
  } catch {
    return file;
  }
  const at = ['"', "'", '`'].map((q) => text.indexOf(`${q}${name}${q}`)).find((i) => i >= 0);
  return at === undefined ? file : `${file}:${text.slice(0, at).split('\n').length}`;
}
