/**
 * The script and stylesheet files each kind of page needs beyond the entry's, from Vite's build
 * manifest (`.vite/manifest.json` in the output): a page kind's module (`common/page-kinds.ts`) is
 * a dynamic entry, loaded on need in the browser; a prerendered page names its files in its head,
 * so its styles apply at first paint and its code loads beside the entry instead of after it.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteKind } from '../contract.js';
import { PAGE_MODULES } from '../../common/page-kinds.js';
import { withBase } from '../../common/base-url.js';
import { attr } from './head.js';

/** One chunk of Vite's manifest (the fields read here). */
export interface ViteManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ViteManifestChunk>;

export interface PageAssets {
  /** Module scripts to preload, from the site root. */
  scripts: string[];
  /** Stylesheets, in the order Vite would load them. */
  styles: string[];
}

const MANIFEST = join('.vite', 'manifest.json');

/** Vite's manifest in the output folder, removed from it (it is not part of the site); null when there is none. */
export function takeViteManifest(outDir: string): ViteManifest | null {
  const file = join(outDir, MANIFEST);
  if (!existsSync(file)) return null;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as ViteManifest;
  rmSync(join(outDir, '.vite'), { recursive: true, force: true });
  return manifest;
}

/** Each page kind's files that the HTML entry does not already load. */
export function pageAssets(manifest: ViteManifest | null): Partial<Record<RouteKind, PageAssets>> {
  if (!manifest) return {};
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry && key.endsWith('.html'));
  const loaded = entry ? closure(manifest, entry) : { scripts: [], styles: [] };
  const out: Partial<Record<RouteKind, PageAssets>> = {};
  for (const [kind, module] of Object.entries(PAGE_MODULES) as [RouteKind, string][]) {
    const key = `pages/${module}`;
    if (!manifest[key]) continue;
    const own = closure(manifest, key);
    out[kind] = { scripts: own.scripts.filter((f) => !loaded.scripts.includes(f)), styles: own.styles.filter((f) => !loaded.styles.includes(f)) };
  }
  return out;
}

/** A chunk's file and its static imports' files, depth first (Vite's CSS order: imports' styles first). */
function closure(manifest: ViteManifest, key: string): PageAssets {
  const scripts: string[] = [];
  const styles: string[] = [];
  const seen = new Set<string>();
  const visit = (k: string) => {
    if (seen.has(k) || !manifest[k]) return;
    seen.add(k);
    const chunk = manifest[k];
    for (const i of chunk.imports ?? []) visit(i);
    if (chunk.file.endsWith('.js')) scripts.push(`/${chunk.file}`);
    for (const c of chunk.css ?? []) if (!styles.includes(`/${c}`)) styles.push(`/${c}`);
  };
  visit(key);
  return { scripts, styles };
}

/** The head tags for a page kind's files: its stylesheets, then its scripts as module preloads. */
export function assetLinks(assets: PageAssets | undefined, baseUrl: string): string {
  if (!assets) return '';
  return [
    ...assets.styles.map((f) => `<link rel="stylesheet" crossorigin href="${attr(withBase(f, baseUrl))}">`),
    ...assets.scripts.map((f) => `<link rel="modulepreload" crossorigin href="${attr(withBase(f, baseUrl))}">`),
  ].join('');
}
