import { existsSync, readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import type { Plugin } from 'vite';

const THEME_FILES = ['.tsx', '.ts', '.jsx', '.js', '/index.tsx', '/index.ts', '/index.jsx', '/index.js'];
const STUB = '\0unsupported-module:';

/**
 * The client bundle's check of the modules a site's pages and components import: one the SPA does
 * not provide (`@docusaurus/x` that no alias took, `@theme/X` with no folder in `themeDir`), and a
 * package a file of the site folder (`siteDir`) imports that is not installed, are collected; the
 * bundle goes on to find the others, then all are named at once with their file:line, in the words
 * of the build-time check of MDX (`mdx/evaluate/bundle.ts`), instead of Rolldown's first
 * "failed to resolve import" and its advice about `external`.
 * Runs after Vite's aliases: `@theme/X` arrives as a path under `themeDir`.
 */
export function unsupportedModules(options: { themeDir: string; displayRoot: string; siteDir?: string }): Plugin {
  const problems: string[] = [];
  return {
    name: 'unsupported-docusaurus-modules',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      problems.length = 0;
    },
    async resolveId(source, importer, resolveOptions) {
      const name = unsupportedName(source, options.themeDir);
      if (name) {
        problems.push(
          `${where(importer, name, options.displayRoot)}: cannot import \`${name}\`: not one of the Docusaurus modules this site provides (see README, "Moving a Docusaurus site in")`,
        );
        return `${STUB}${name}`;
      }
      if (!options.siteDir || !importer || !isSiteFile(importer, options.siteDir) || !isBare(source)) return null;
      // Found: that resolution stands (no second search by Vite).
      const found = await this.resolve(source, importer, { ...resolveOptions, skipSelf: true });
      if (found) return found;
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

const isSiteFile = (file: string, siteDir: string) => file.startsWith(`${siteDir}${sep}`) && !file.includes(`${sep}node_modules${sep}`);
const isBare = (source: string) => !/^[./\0]/.test(source) && !/^[a-z][\w+.-]*:/i.test(source);
const packageName = (source: string) =>
  source
    .split('/')
    .slice(0, source.startsWith('@') ? 2 : 1)
    .join('/');

/** The module a site imports that is not provided, as the site wrote it; null when provided. */
function unsupportedName(source: string, themeDir: string): string | null {
  if (source.startsWith('@docusaurus/')) return source;
  if (!source.startsWith(`${themeDir}${sep}`) && !source.startsWith(`${themeDir}/`)) return null;
  if (existsSync(source) || THEME_FILES.some((ext) => existsSync(`${source}${ext}`))) return null;
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
