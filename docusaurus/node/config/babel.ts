/**
 * A Docusaurus site's own Babel config. Docusaurus's webpack build runs every `.js`, `.jsx`, `.ts`
 * and `.tsx` file of the site (not its node_modules) through babel-loader with `babel.config.js`
 * from the site folder when there is one, with the caller named `server` for the server bundle and
 * `client` for the browser's (`@docusaurus/babel`'s `getBabelOptions`). Sites use it for syntax the
 * usual JavaScript tools do not parse (Flow types, decorators) and for plugins that rewrite code
 * (styled-components, macros).
 *
 * This build compiles site code with esbuild (at build time) and Vite (for the browser), which
 * already do what Docusaurus's own preset does (JSX, TypeScript, targets). So Babel runs only for a
 * config that asks for more than that preset, with the site's own `@babel/core` (Docusaurus
 * installs it); its output then goes on to esbuild or Vite as any other module.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, sep } from 'node:path';
import { PROJECT_ROOT } from '../../../pipeline/project-root.js';
import { perText } from '../../../pipeline/util/per-text.js';

/** The one file name Docusaurus looks for (`BABEL_CONFIG_FILE_NAME`), in the site folder only. */
export const BABEL_CONFIG_FILE = 'babel.config.js';

/** The files babel-loader is given in Docusaurus's webpack config (`test: /\.[jt]sx?$/i`). */
const SCRIPT = /\.[jt]sx?$/i;

/** Docusaurus's own preset, by the file it resolves to (`@docusaurus/core/lib/babel/preset` re-exports `@docusaurus/babel/preset`). */
const DOCUSAURUS_PRESET = /[\\/]@docusaurus[\\/](?:core[\\/]lib[\\/]babel|babel(?:[\\/]lib)?)[\\/]preset(?:\.js)?$/;

export type BabelSide = 'server' | 'client';

export interface TransformedScript {
  code: string;
  /** Babel's source map of the output to the file as written. */
  map: object | null;
}

/** A syntax or plugin error of a site file, at its place in the file. */
export class SiteBabelError extends Error {
  constructor(
    message: string,
    readonly file: string,
    readonly line: number,
    readonly column: number,
  ) {
    super(message);
  }
}

export interface SiteBabel {
  /** The config file, absolute. */
  configFile: string;
  /** Whether Docusaurus would give this file to Babel: a script outside node_modules (and outside this project's own code). */
  applies(file: string): boolean;
  /** The file compiled with the site's config, as the server or the browser bundle's caller. */
  transform(code: string, file: string, side: BabelSide): Promise<TransformedScript>;
}

/** The outcome of looking at a site folder's Babel config. */
export type SiteBabelState =
  | { kind: 'none' }
  /** Only Docusaurus's own preset: nothing this build's compilers do not do already. */
  | { kind: 'default'; configFile: string }
  | { kind: 'custom'; babel: SiteBabel }
  /** The file is there but cannot be loaded: `reason` says why (its presets and plugins are not applied). */
  | { kind: 'unloadable'; configFile: string; reason: string };

interface BabelCore {
  loadPartialConfigAsync(options: object): Promise<{ options: { presets?: ConfigItem[]; plugins?: ConfigItem[] } } | null>;
  transformAsync(code: string, options: object): Promise<{ code?: string | null; map?: object | null } | null>;
}

interface ConfigItem {
  file?: { resolved: string };
}

function callerOf(side: BabelSide) {
  // Docusaurus's preset reads the name; the rest tells preset-env to keep ES modules and
  // `import()`, which esbuild and Vite bundle themselves.
  return { name: side, supportsStaticESM: true, supportsDynamicImport: true, supportsTopLevelAwait: true };
}

const states = new Map<string, Promise<SiteBabelState>>();

/** The site folder's Babel config, looked at once per folder and process. */
export function siteBabelState(siteDir: string): Promise<SiteBabelState> {
  let state = states.get(siteDir);
  if (!state) states.set(siteDir, (state = readSiteBabel(siteDir)));
  return state;
}

/** The site's Babel, when its config asks for more than Docusaurus's preset; else null. */
export async function siteBabel(siteDir: string): Promise<SiteBabel | null> {
  const state = await siteBabelState(siteDir);
  return state.kind === 'custom' ? state.babel : null;
}

async function readSiteBabel(siteDir: string): Promise<SiteBabelState> {
  const configFile = join(siteDir, BABEL_CONFIG_FILE);
  if (!existsSync(configFile)) return { kind: 'none' };
  let core: BabelCore;
  try {
    core = createRequire(join(siteDir, 'package.json'))('@babel/core') as BabelCore;
  } catch {
    return { kind: 'unloadable', configFile, reason: '`@babel/core` is not installed for the site' };
  }
  const base = { cwd: siteDir, root: siteDir, babelrc: false, configFile };
  let items: ConfigItem[];
  try {
    // caniuse-lite's age is the site's business, not this build's output.
    process.env.BROWSERSLIST_IGNORE_OLD_DATA ??= '1';
    // Async: a config may be an ES module (a site whose package.json says `"type": "module"`).
    const partial = await core.loadPartialConfigAsync({ ...base, filename: join(siteDir, 'src', 'index.js'), caller: callerOf('client') });
    items = [...(partial?.options.presets ?? []), ...(partial?.options.plugins ?? [])];
  } catch (error) {
    return { kind: 'unloadable', configFile, reason: firstLine(error) };
  }
  if (items.every((item) => DOCUSAURUS_PRESET.test(item.file?.resolved ?? ''))) return { kind: 'default', configFile };
  const compile = async (code: string, file: string, side: BabelSide): Promise<TransformedScript> => {
    try {
      const out = await core.transformAsync(code, { ...base, filename: file, caller: callerOf(side), sourceMaps: true });
      return { code: out?.code ?? '', map: out?.map ?? null };
    } catch (error) {
      const loc = (error as { loc?: { line: number; column: number } }).loc;
      throw new SiteBabelError(babelMessage(error, file), file, loc?.line ?? 0, loc?.column ?? 0);
    }
  };
  // esbuild bundles each page on its own: a component many pages import is compiled once per text
  // and caller, not once per page.
  const transformedOnce = perText<Promise<TransformedScript>>();
  return {
    kind: 'custom',
    babel: {
      configFile,
      applies: givenToBabelLoader,
      transform: (code, file, side) => transformedOnce(`${side}\0${file}`, code, () => compile(code, file, side)),
    },
  };
}

// Docusaurus gives babel-loader every script outside node_modules, a docs folder kept beside the
// site folder included; this project's own code (and the modules it generates into .cache, under
// the folder the build runs in: the site's own, for the package) is not the site's. The rest of
// .cache is: a locale's copy of the site folder (.cache/i18n/) holds the site's components.
const GENERATED = ['.cache/generated', '.cache/pipeline-js'];
const OWN_CODE = [
  ...['web', 'common', 'pipeline', 'docusaurus', ...GENERATED].map((dir) => join(PROJECT_ROOT, dir)),
  ...GENERATED.map((dir) => join(process.cwd(), dir)),
].map((dir) => dir + sep);

export function isSiteScript(file: string): boolean {
  return !file.split(/[\\/]/).includes('node_modules') && !OWN_CODE.some((dir) => file.startsWith(dir));
}

/**
 * Docusaurus's `excludeJS` (its webpack base config) lets babel-loader compile, besides the site's
 * own scripts, every `.js`/`.jsx` file of an installed package whose path names `docusaurus` after
 * its last `node_modules`: the `@docusaurus/*` packages and the community's `docusaurus-plugin-*`
 * and `docusaurus-theme-*` ones, which may publish JSX in `.js` (a plugin's `src/Button.js`) because
 * every Docusaurus site compiles them. This tool's own code, installed in a site, is not one.
 */
const COMPILED_PACKAGE_FILE = /docusaurus(?:(?!node_modules).)*\.jsx?$/;

export function isCompiledPackageScript(file: string): boolean {
  const path = file.split(sep).join('/');
  return path.includes('/node_modules/') && COMPILED_PACKAGE_FILE.test(path) && !OWN_CODE.some((dir) => file.startsWith(dir));
}

/** The scripts Docusaurus's webpack gives babel-loader: the site's own and the Docusaurus packages it compiles with them. */
export function givenToBabelLoader(file: string): boolean {
  return SCRIPT.test(file) && (isSiteScript(file) || isCompiledPackageScript(file));
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0]!;
}

/** Babel prefixes its messages with the file's path and repeats the place in a code frame; the caller names the place. */
function babelMessage(error: unknown, file: string): string {
  const first = firstLine(error);
  return first.startsWith(`${file}: `) ? first.slice(file.length + 2) : first;
}
