/**
 * Babel for a site file the fast compilers cannot parse. Docusaurus compiles a site's own scripts
 * with Babel 7 (babel-loader, its preset: preset-react with the automatic runtime, preset-typescript),
 * and Babel 7's JSX parser takes text esbuild and oxc reject: a `>` or a `}` in JSX text (a stray
 * `/>` after an element, `a > b` in a paragraph) is a syntax error there and a character of the text
 * in Babel (which rejects it only under its Babel 8 flag). So a site that builds on Docusaurus would
 * stop here on a file it never had to fix.
 *
 * Every file that parses stays on the fast path (esbuild at build time, Vite's oxc for the browser);
 * a site file that does not is compiled by Babel to plain JavaScript (JSX and types gone), which the
 * fast path then bundles as any other module. When Babel rejects it too, the caller lets the fast
 * path report its own error at the file's line, as without this.
 *
 * Babel is loaded only then, and the site's own is preferred: every Docusaurus site has
 * `@babel/core` and both presets through `@docusaurus/core` (or `@docusaurus/babel` from 3.6), so
 * the file is read by the Babel version the site's `docusaurus build` uses. A content folder
 * without them (this project's own format, a site not installed) gets this project's.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { perText } from '../../../pipeline/util/per-text.js';

const TYPESCRIPT = /\.tsx?$/i;

export interface FallbackOutput {
  code: string;
  /** Babel's source map of the output to the file as written. */
  map: object | null;
}

interface BabelCore {
  transformAsync(code: string, options: object): Promise<{ code?: string | null; map?: object | null } | null>;
}

/** `@babel/core` and the two presets, as one installation has them. */
export interface BabelKit {
  core: BabelCore;
  presetReact: string;
  presetTypescript: string;
  /** Where they were found: the site's installation or this project's. */
  from: 'site' | 'project';
}

/**
 * The Babel this site's build would use: resolved from the site folder, then from its
 * `@docusaurus/core` and that package's `@docusaurus/babel` (where a strict installation such as
 * pnpm's keeps them), else this project's own.
 */
export function babelKitFor(siteDir: string): BabelKit {
  for (const from of siteResolvers(siteDir)) {
    const kit = kitFrom(from, 'site');
    if (kit) return kit;
  }
  return ownKit();
}

/** This project's own, its dependencies (named in full: the package's dependency list is checked against them). */
function ownKit(): BabelKit {
  const require = createRequire(import.meta.url);
  return {
    core: require('@babel/core') as BabelCore,
    presetReact: require.resolve('@babel/preset-react'),
    presetTypescript: require.resolve('@babel/preset-typescript'),
    from: 'project',
  };
}

function siteResolvers(siteDir: string): NodeJS.Require[] {
  const site = createRequire(join(siteDir, 'package.json'));
  const found = [site];
  const core = tryResolve(site, '@docusaurus/core/package.json');
  if (core) {
    const fromCore = createRequire(core);
    found.push(fromCore);
    const babel = tryResolve(fromCore, '@docusaurus/babel/package.json');
    if (babel) found.push(createRequire(babel));
  }
  return found;
}

function kitFrom(req: NodeJS.Require, from: BabelKit['from']): BabelKit | null {
  const core = tryResolve(req, '@babel/core');
  const presetReact = tryResolve(req, '@babel/preset-react');
  const presetTypescript = tryResolve(req, '@babel/preset-typescript');
  if (!core || !presetReact || !presetTypescript) return null;
  return { core: req(core) as BabelCore, presetReact, presetTypescript, from };
}

function tryResolve(req: NodeJS.Require, name: string): string | null {
  try {
    return req.resolve(name);
  } catch {
    return null;
  }
}

/** The options of Docusaurus's preset that matter for reading a file: JSX to React's automatic runtime, types removed. */
export function fallbackOptions(kit: BabelKit, file: string): object {
  return {
    filename: file,
    // The site's babel.config.js is not consulted: a config asking for more than Docusaurus's preset
    // already compiles every site file (babel.ts), so only Docusaurus's preset is left to stand for.
    babelrc: false,
    configFile: false,
    sourceMaps: true,
    presets: [
      [kit.presetReact, { runtime: 'automatic' }],
      ...(TYPESCRIPT.test(file) ? [[kit.presetTypescript, { isTSX: /x$/i.test(file), allExtensions: true }]] : []),
    ],
  };
}

const kits = new Map<string, BabelKit>();
// A component many pages import is compiled once per text, not once per page bundle.
const compiledOnce = perText<Promise<FallbackOutput | null>>();

/**
 * The file compiled by Babel as Docusaurus's preset compiles it, or null when Babel rejects it too
 * (the fast path's own error then names the place).
 */
export function babelFallback(code: string, file: string, siteDir: string): Promise<FallbackOutput | null> {
  return compiledOnce(file, code, async () => {
    let kit = kits.get(siteDir);
    if (!kit) kits.set(siteDir, (kit = babelKitFor(siteDir)));
    try {
      const out = await kit.core.transformAsync(code, fallbackOptions(kit, file));
      return out?.code == null ? null : { code: out.code, map: out.map ?? null };
    } catch {
      return null;
    }
  });
}
