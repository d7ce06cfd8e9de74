/**
 * Which of the Infima layer's classes and component variables a site can use (`infima-layer.ts`
 * keeps those and drops the rest in a production build). Docusaurus ships the whole of Infima; a
 * site's pages name a few dozen of its classes, and the rest is bytes on every first visit.
 *
 * A class can reach the page from what the site wrote: its pages (every `className` of their
 * trees, whatever Markdown, JSX or a plugin put there), its code (components, swizzles, stylesheets
 * and config in the site folder; its plugins' theme folders, client modules and route components,
 * wherever they are installed) and its config (navbar and footer items, sidebars). Those are read as
 * text, as Tailwind reads a project's files: every word that is a layer class keeps it, and a class
 * built from parts (`` `button--${kind}` ``, `'badge--' + kind`) keeps all of its family's.
 * A variable stays when something reads it: a kept rule, the theme's own stylesheets, the sources
 * above (a site stylesheet's `var(--ifm-navbar-height)`, a component's inline style), or a variable
 * kept so. Site stylesheets that set a variable (`--ifm-color-primary: ...`) need nothing defined.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { isBuildOutputFolder } from '../../../pipeline/emit/output-folders.js';

/** What a production build's layer keeps: class names, and the `--ifm-*` variables the sources name. */
export interface InfimaUse {
  classes: string[];
  variables: string[];
}

/** The words of a text that may be class names or variables (`button--primary`, `--ifm-x` as `ifm-x`). */
const WORD = /[A-Za-z_][\w-]*/g;
/** A class family's prefix followed by a computed part: `` `button--${ `` or `'badge--' +`. */
const BUILT_FROM_PARTS = /([A-Za-z][\w]*(?:-[A-Za-z][\w]*)*(?:--|__))(?:\$\{|['"`]\s*\+)/g;

/** The words and built-from-parts prefixes of `texts`. */
export function sourceWords(texts: Iterable<string>): { words: Set<string>; prefixes: Set<string> } {
  const words = new Set<string>();
  const prefixes = new Set<string>();
  for (const text of texts) {
    for (const m of text.matchAll(WORD)) words.add(m[0]);
    for (const m of text.matchAll(BUILT_FROM_PARTS)) prefixes.add(m[1]!);
  }
  return { words, prefixes };
}

/** Of the layer's `candidates` (its class names), those the words name; and the `--ifm-*` variables they name. */
export function infimaUse(candidates: Iterable<string>, { words, prefixes }: { words: Set<string>; prefixes: Set<string> }): InfimaUse {
  const classes = [...candidates].filter((c) => words.has(c) || [...prefixes].some((p) => c.startsWith(p))).sort();
  const variables = [...words]
    .filter((w) => w.startsWith('ifm-'))
    .map((w) => `--${w}`)
    .sort();
  return { classes, variables };
}

/** Every class name of a page tree (`properties.className` of its elements). */
export function treeClassNames(node: unknown, into: Set<string> = new Set()): Set<string> {
  if (!node || typeof node !== 'object') return into;
  const { properties, children } = node as { properties?: { className?: unknown }; children?: unknown[] };
  const className = properties?.className;
  if (Array.isArray(className)) {
    for (const c of className) if (typeof c === 'string') into.add(c);
  } else if (typeof className === 'string') {
    for (const c of className.split(/\s+/)) if (c) into.add(c);
  }
  if (Array.isArray(children)) for (const child of children) treeClassNames(child, into);
  return into;
}

const SOURCE_FILE = /\.(?:[cm]?[jt]sx?|mdx?|s?css|sass|less|json|ya?ml|html?)$/;
/** In a site folder, what holds no source: installed packages, outputs, and the static files no stylesheet of the app styles. */
const SITE_NOT_SOURCE = new Set(['node_modules', 'build', 'dist', 'static', 'coverage']);
/** In an installed package, its code may well be in `dist/` or `build/`. */
const PACKAGE_NOT_SOURCE = new Set(['node_modules']);
/** Larger files are data, not code a class comes from. */
export const MAX_SOURCE_BYTES = 1_000_000;

/**
 * Each source file under `dir` whose name `pattern` matches (dot folders, those `skip` names and
 * those `skipFolder` says are not source left out).
 */
export function* filesUnder(
  dir: string,
  skip: ReadonlySet<string>,
  pattern: RegExp = SOURCE_FILE,
  skipFolder: (path: string) => boolean = () => false,
): Generator<string> {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const e of entries) {
    if (e.name.startsWith('.') || skip.has(e.name)) continue;
    const path = join(dir, e.name);
    if (e.isDirectory()) {
      if (!skipFolder(path)) yield* filesUnder(path, skip, pattern, skipFolder);
    } else if (e.isFile() && pattern.test(e.name)) yield path;
  }
}

/** The folder of the package a module file belongs to (its nearest `package.json`), or the file's folder. */
export function packageFolder(file: string): string {
  let dir = dirname(file);
  for (;;) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    const up = dirname(dir);
    if (up === dir) return dirname(file);
    dir = up;
  }
}

/**
 * Every source file that can put a class on the page: the site folder's, then those of the
 * plugins' modules installed outside it (a theme folder, a client module's or route component's
 * package), each folder once. Files larger than `MAX_SOURCE_BYTES` are data and left out where
 * they are read (`source-words.ts`). The build's output folder `outDir` is not source, nor the
 * folders beside it the build stages into and deletes (`output-folders.ts`): a warm build's
 * staging folder already holds files the search thread wrote, a cold one's does not, and the
 * words read there changed the layer and so the bundle's inputs from one build to the next.
 */
export function* siteSourceFiles(siteDir: string, pluginModules: string[], outDir: string): Generator<string> {
  const outside = (dir: string) => {
    const path = relative(siteDir, dir);
    return path.startsWith('..') || path.split(/[\\/]/).includes('node_modules');
  };
  yield* filesUnder(siteDir, SITE_NOT_SOURCE, SOURCE_FILE, (path) => isBuildOutputFolder(outDir, path));
  const folders = new Set<string>();
  for (const module of pluginModules) {
    if (!existsSync(module)) continue;
    const folder = statSync(module).isDirectory() ? module : packageFolder(module);
    if (outside(folder)) folders.add(folder);
  }
  for (const folder of folders) yield* filesUnder(folder, PACKAGE_NOT_SOURCE);
}
