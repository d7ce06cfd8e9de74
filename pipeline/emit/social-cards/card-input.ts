/**
 * What a card is drawn from, and the versions of what draws it: together the card's cache key
 * (index.ts). Apart from render.ts, so that a build whose cards are all cached or configured never
 * loads the renderer (Skia) into its process.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { resizerVersion } from '../resize.js';

export interface CardInput {
  title: string;
  /** "Core", "Blog · 2024-07-16", …: where the page belongs. */
  section: string;
  siteTitle: string;
  /** The logo as a data URL, or null. */
  logo: string | null;
}

/** Bumped when the card's look or bytes change, so cached cards are made again (4: Skia instead of satori and resvg). */
export const CARD_RENDERER_VERSION = 4;

const require = createRequire(import.meta.url);

/** A package's version from its package.json, found from its entry (`linebreak` does not export the file). */
function packageVersion(name: string): string {
  for (let dir = dirname(require.resolve(name)); ; dir = dirname(dir)) {
    const file = join(dir, 'package.json');
    const pkg = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string }) : {};
    if (pkg.name === name) return pkg.version!;
    if (dirname(dir) === dir) throw new Error(`${name} is installed without its package.json`);
  }
}

/** Versions of what draws the card (the font files and the line breaking among it), part of each card's cache key. */
export function rendererKey(): string {
  return [CARD_RENDERER_VERSION, ...['@napi-rs/canvas', 'linebreak', '@fontsource/inter'].map(packageVersion), resizerVersion()].join('/');
}
