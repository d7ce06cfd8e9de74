import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** A theme component file: what Docusaurus's theme aliases take (`@docusaurus/core`'s `themeAlias`). */
const COMPONENT = /\.(?:jsx?|tsx?)$/;
/** Not components: declarations, tests and stories beside them (Docusaurus skips the first two as well). */
const NOT_COMPONENT = /\.d\.ts$|\.(?:test|spec|stories)\.[jt]sx?$|(?:^|\/)__tests__\//;

/**
 * The theme components a set of theme folders gives, as `@theme/<Name>` → file, the first folder
 * winning a name: the site's own `src/theme` first, then (issue 44b's seam) the theme folders of
 * the site's plugins and themes (`getThemePath`) in the order Docusaurus layers them. A name is the
 * file's path in its folder without the extension, `X/index.js` naming `X` (Docusaurus's
 * `themeAlias`: both spellings are one component). An empty map when no folder has any: a site
 * that swizzles nothing costs nothing.
 */
export function themeComponents(folders: readonly string[]): Map<string, string> {
  return firstWins(folders.map(folderComponents));
}

/** One theme folder's components, `@theme/<Name>` → file (`themeComponents` says how they are named). */
function folderComponents(folder: string): Map<string, string> {
  const own = new Map<string, string>();
  if (!existsSync(folder)) return own;
  const files = readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && COMPONENT.test(e.name))
    .map((e) => relative(folder, join(e.parentPath, e.name)).split(sep).join('/'))
    .filter((f) => !NOT_COMPONENT.test(f) && !f.split('/').some((part) => part.startsWith('.') || part === 'node_modules'))
    .sort();
  for (const file of files) {
    const name = file.replace(COMPONENT, '').replace(/\/index$/, '');
    // `X.js` and `X/index.js` both: Docusaurus's alias takes `X.js` (the file beside the folder).
    if (!own.has(name) || !file.replace(COMPONENT, '').endsWith('/index')) own.set(name, join(folder, file));
  }
  return own;
}

/** Layers merged, the first having a name winning it. */
function firstWins(layers: readonly ReadonlyMap<string, string>[]): Map<string, string> {
  const found = new Map<string, string>();
  for (const layer of layers) for (const [name, file] of layer) if (!found.has(name)) found.set(name, file);
  return found;
}

/**
 * A site's theme components (`components`: its `src/theme`, then its plugins' theme folders, as
 * `themeComponents` merges them) and its plugins' layers (`layers`, what a wrapper's
 * `@theme-original` and `@theme-init` are: `wrappedThemeFile`), each folder read once.
 */
export function siteThemes(siteDir: string, pluginFolders: readonly string[] = []): { components: Map<string, string>; layers: PluginThemeLayers } {
  const plugins = pluginFolders.map(folderComponents);
  return {
    components: firstWins([folderComponents(join(siteDir, 'src', 'theme')), ...plugins]),
    layers: { highest: firstWins(plugins), lowest: firstWins([...plugins].reverse()) },
  };
}

/**
 * The folders a site's theme components come from, highest priority first: its own `src/theme`,
 * then its plugins' theme folders (`getThemePath`, already in priority order), as Docusaurus's
 * `loadThemeAliases` layers them.
 */
export const siteThemeFolders = (siteDir: string, pluginFolders: readonly string[] = []): string[] => [join(siteDir, 'src', 'theme'), ...pluginFolders];

const swizzledOnce = new Map<string, ReadonlySet<string>>();

/**
 * The `@theme/*` names a site's theme folders give (`siteThemeFolders`), read once per process and
 * folder list: the compile asks for every page whether the site swizzles `MDXComponents`.
 */
export function siteThemeNames(siteDir: string, pluginFolders: readonly string[] = []): ReadonlySet<string> {
  const key = JSON.stringify([siteDir, pluginFolders]);
  let names = swizzledOnce.get(key);
  if (!names) swizzledOnce.set(key, (names = new Set(themeComponents(siteThemeFolders(siteDir, pluginFolders)).keys())));
  return names;
}

/** Whether a site's swizzle of `name` (its file) draws what it wraps (`@theme-original/<name>` or `@theme-init/<name>`): a wrapper, not a replacement. */
export function drawsOriginal(file: string, name: string): boolean {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return false;
  }
  return ['original', 'init'].some((kind) => [`'@theme-${kind}/${name}'`, `"@theme-${kind}/${name}"`].some((spec) => text.includes(spec)));
}

export interface ThemeImport {
  /** `theme`: `@theme/X`; `original`: `@theme-original/X` or `@theme-init/X`, what a swizzle wraps. */
  kind: 'theme' | 'original';
  name: string;
  /** `@theme-init/X`: the first theme's `X`, not the last one's. */
  init?: true;
}

/**
 * How an import of a theme component is spelled: `@theme/X` (the site's component when it has one,
 * else this theme's), `@theme-original/X` and `@theme-init/X` (what a swizzle wraps: a plugin
 * theme's `X`, `siteThemes`' layers, else this theme's). Null for other modules.
 */
export function themeImport(source: string): ThemeImport | null {
  const m = /^@theme(-original|-init)?\/(.+)$/.exec(source);
  if (!m) return null;
  return { kind: m[1] ? 'original' : 'theme', name: m[2]!, ...(m[1] === '-init' ? { init: true as const } : {}) };
}

/** The components of the site's plugins' theme folders (`getThemePath`): the highest folder's of each name, and the lowest's. */
export interface PluginThemeLayers {
  highest: ReadonlyMap<string, string>;
  lowest: ReadonlyMap<string, string>;
}

/**
 * The plugin theme's file a wrapper's `@theme-original/X` or `@theme-init/X` is, as Docusaurus's
 * `loadThemeAliases` layers the themes under the site's `src/theme`: the original is the last
 * theme's `X` (a theme listed in the config, above theme-classic), init the first theme's (this
 * theme's own when it has `X`). Undefined when that is this theme's `X`, or the importer itself.
 */
export function wrappedThemeFile(
  layers: PluginThemeLayers | undefined,
  wanted: ThemeImport,
  importer: string | undefined,
  provided: boolean,
): string | undefined {
  if (!layers || wanted.kind === 'theme' || (wanted.init && provided)) return undefined;
  const file = (wanted.init ? layers.lowest : layers.highest).get(wanted.name);
  return file !== importer ? file : undefined;
}

const SCRIPT = /\.(?:[cm]?jsx?|tsx?|mdx?)$/;

/** The text of each script under the site's `src/` (its pages, components and swizzles), without node_modules. */
export function siteSources(siteDir: string): string[] {
  const src = join(siteDir, 'src');
  try {
    return readdirSync(src, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && SCRIPT.test(e.name) && !relative(src, e.parentPath).split(/[\\/]/).includes('node_modules'))
      .map((e) => readFileSync(join(e.parentPath, e.name), 'utf8'));
  } catch {
    return [];
  }
}

/** Whether one of the site's scripts (`siteSources`) imports `@theme/<name>`: where Docusaurus draws the site's swizzle of it, whatever its release draws. */
export const importsThemeName = (sources: readonly string[], name: string): boolean =>
  sources.some((text) => text.includes(`'@theme/${name}'`) || text.includes(`"@theme/${name}"`));
