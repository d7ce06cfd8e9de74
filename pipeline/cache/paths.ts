import { join, relative, resolve } from 'node:path';
import { contentHash } from '../emit/hash.js';

/** The emit caches kept per locale (search indexes, page Markdown, blog feeds). */
export type TextCacheKind = 'search' | 'markdown' | 'feeds';

/**
 * Where each layer of the build cache lives for one content root: `.cache/<kind>/<hash of the
 * root's path>/` under the working folder, so two sites built from one checkout never share a
 * layer. Every cache user asks here; null means the build runs without a cache (`--no-cache`).
 */
export interface CachePaths {
  /** Compiled documents and the document cache (`--cache-dir` moves the parent folder). */
  compile: string | null;
  /** The content files' last commits, by the commit they were read at (content/git.ts), beside the compiled documents. */
  gitHistory: string | null;
  /** The last full output, for a build into a new folder (emit/last-output.ts). */
  output: string | null;
  images: string | null;
  socialCards: string | null;
  prerender: string | null;
  /** The client bundle and the prerender's server bundle (bundle/app-build.ts). */
  app: string | null;
  ssr: string | null;
  /** jiti's compiled copies of the site's config, sidebars and plugins (pipeline/config/fresh-module.ts). */
  siteModules: string | null;
  /** The words of the site's sources that name Infima classes (docusaurus/node/bundle/source-words.ts). */
  infimaWords: string | null;
  /** Each page's search sections, by its stored body (search/section-cache.ts), beside the locales' search indexes. */
  searchSections: string | null;
  /** A locale's emit cache of one kind (`''` is the default locale). */
  text(kind: TextCacheKind, localePrefix: string): string | null;
}

export interface CacheOptions {
  /** false: no cache (`--no-cache`). */
  cache?: boolean;
  /** The compile cache's parent folder (default `.cache/compile`). */
  cacheDir?: string;
}

export function cachePaths(options: CacheOptions, contentRoot: string, cwd = process.cwd()): CachePaths {
  const root = contentHash(resolve(contentRoot), 8);
  const off = options.cache === false;
  const at = (kind: string, ...rest: string[]) => (off ? null : join(cwd, '.cache', kind, root, ...rest));
  const compile = off ? null : join(options.cacheDir ?? join(cwd, '.cache', 'compile'), root);
  return {
    compile,
    gitHistory: compile && join(compile, 'git-history.json'),
    output: at('output'),
    images: at('images'),
    socialCards: at('social-cards'),
    prerender: at('prerender'),
    app: at('app'),
    ssr: at('ssr'),
    siteModules: at('site-modules'),
    infimaWords: at('infima', 'words.json'),
    searchSections: at('search', 'sections.json'),
    text: (kind, localePrefix) => at(kind, localePrefix.slice(1) || '_'),
  };
}

/** Where the build and dev mode write the generated modules of a content root (named by its path, which Vite's config reads). */
export function generatedDir(contentRoot: string, cwd = process.cwd()): string {
  const slug =
    relative(cwd, resolve(contentRoot))
      .replace(/[^\w-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'root';
  return join(cwd, '.cache', 'generated', slug);
}

/** Where a locale's overlay folder of a site folder is written (replaced each build). */
export function localeSiteCacheDir(siteDir: string, locale: string, cwd = process.cwd()): string {
  return join(cwd, '.cache', 'i18n', relative(cwd, resolve(siteDir)).replace(/[\\/.]+/g, '_') || 'site', locale);
}

/** A folder one run of the build uses and removes (the prerender's server bundle). */
export const runDir = (name: string, cwd = process.cwd()) => join(cwd, '.cache', name);

/** Data read from installed packages, kept by the file it came from (docusaurus/node/config/prism-default-theme.ts). */
export const packageDataDir = (cwd = process.cwd()) => join(cwd, '.cache', 'package-data');

/** Compiled bodies read back from disk (compile/body-store.ts): one store for the run, kept with or without a cache. */
export const bodiesDir = (cwd = process.cwd()) => join(cwd, '.cache', 'bodies');
