import { join, resolve } from 'node:path';
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
  /** The last full output, for a build into a new folder (emit/last-output.ts). */
  output: string | null;
  images: string | null;
  socialCards: string | null;
  prerender: string | null;
  /** The client bundle and the prerender's server bundle (bundle/app-build.ts). */
  app: string | null;
  ssr: string | null;
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
  return {
    compile: off ? null : join(options.cacheDir ?? join(cwd, '.cache', 'compile'), root),
    output: at('output'),
    images: at('images'),
    socialCards: at('social-cards'),
    prerender: at('prerender'),
    app: at('app'),
    ssr: at('ssr'),
    text: (kind, localePrefix) => at(kind, localePrefix.slice(1) || '_'),
  };
}

/** Compiled bodies read back from disk (compile/body-store.ts): one store for the run, kept with or without a cache. */
export const bodiesDir = (cwd = process.cwd()) => join(cwd, '.cache', 'bodies');
