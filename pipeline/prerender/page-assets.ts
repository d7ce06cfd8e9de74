/**
 * The script and stylesheet files a page needs beyond the entry's, from Vite's build manifest
 * (`.vite/manifest.json` in the output): its kind's module (`common/page-kinds.ts`) and the on-need
 * MDX components its chunk uses (`common/mdx-component-modules.ts`) are dynamic entries, loaded on
 * need in the browser; a prerendered page names their files in its head, so its styles apply at
 * first paint and its code loads beside the entry instead of after it.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { RouteKind } from '../../common/contract.js';
import { PAGE_MODULES } from '../../common/page-kinds.js';
import { ON_NEED_COMPONENTS, elementsUsedInJson } from '../../common/mdx-component-modules.js';
import { localComponentsUsedInJson } from '../../common/local-components.js';
import type { LocalComponentRegistry } from '../emit/local-component-registry.js';
import { withBase } from '../../common/base-url.js';
import { attr } from './head.js';
import { routeComponentInstance } from '../../docusaurus/node/theme/route-components.js';

/** One chunk of Vite's manifest (the fields read here). */
export interface ViteManifestChunk {
  file: string;
  /** The chunk's name: a chunk group's (`DocPage`) for a chunk without a module of its own. */
  name?: string;
  isEntry?: boolean;
  /** The module the chunk is the entry of, relative to the bundle's root (a generated module's id without its `\0`). */
  src?: string;
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

/** What each page kind, on-need MDX component and local component needs beyond the entry's files. */
export interface AssetIndex {
  kinds: Partial<Record<RouteKind, PageAssets>>;
  /** By element name (`common/mdx-component-modules.ts`). */
  components: Record<string, PageAssets>;
  /** By registry key (`common/local-components.ts`). */
  local: Record<string, PageAssets>;
  /** By docs instance id: the route component its docs are drawn with (`docItemComponent`), when it names one. */
  routeComponents: Record<string, PageAssets>;
}

/**
 * The files of each page kind, on-need component and local component that the HTML entry does not
 * already load. `local` is the local components' registry; Vite's manifest names each one's module
 * file relative to `viteRoot`. `entryHtml`: the built `index.html`, whose own scripts and
 * stylesheets every page has already.
 */
export function assetIndex(manifest: ViteManifest | null, local: LocalComponentRegistry = {}, viteRoot = '', entryHtml = ''): AssetIndex {
  const index: AssetIndex = { kinds: {}, components: {}, local: {}, routeComponents: {} };
  if (!manifest) return index;
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry && key.endsWith('.html'));
  const loaded = entry ? closure(manifest, entry) : { scripts: [], styles: [] };
  // Vite 8's manifest may have no entry for the HTML page (its entry chunk is a shared chunk's
  // facade): what the page's HTML already loads is named there.
  for (const m of entryHtml.matchAll(/<(?:script|link)\b[^>]*?\s(?:src|href)="([^"]+)"/g)) {
    const file = m[1]!.replace(/^.*?(\/assets\/)/, '$1');
    (file.endsWith('.css') ? loaded.styles : loaded.scripts).push(file);
  }
  const own = (key: string): PageAssets | null => {
    if (!manifest[key]) return null;
    const all = closure(manifest, key);
    return { scripts: all.scripts.filter((f) => !loaded.scripts.includes(f)), styles: all.styles.filter((f) => !loaded.styles.includes(f)) };
  };
  // A page module a chunk group took in (bundle/plugins/doc-page-chunks.ts) has no manifest entry
  // of its own: its group's chunk, named after it, holds it.
  const grouped = (module: string): string | undefined => {
    const name = module.replace(/\.[jt]sx?$/, '');
    return Object.keys(manifest).find((key) => manifest[key]!.name === name && manifest[key]!.file.endsWith('.js'));
  };
  for (const [kind, module] of Object.entries(PAGE_MODULES) as [RouteKind, string][]) {
    const key = manifest[`pages/${module}`] ? `pages/${module}` : grouped(module);
    const assets = key ? own(key) : null;
    if (assets) index.kinds[kind] = assets;
  }
  for (const [name, module] of Object.entries(ON_NEED_COMPONENTS)) {
    const assets = own(module);
    if (assets) index.components[name] = assets;
  }
  for (const [key, { path }] of Object.entries(local)) {
    const assets = own(relative(viteRoot, path).split(sep).join('/'));
    if (assets) index.local[key] = assets;
  }
  for (const [key, chunk] of Object.entries(manifest)) {
    const instance = chunk.src === undefined ? null : routeComponentInstance(chunk.src);
    const assets = instance === null ? null : own(key);
    if (instance !== null && assets) index.routeComponents[instance] = assets;
  }
  return index;
}

/**
 * A page's files: its kind's, its docs instance's route component (`pluginId`, a doc page's), then
 * those of the on-need and local components its chunk (its JSON text) uses, each once.
 */
export function pageAssets(index: AssetIndex, kind: RouteKind, chunkJson: string, pluginId?: string): PageAssets {
  const parts = [
    index.kinds[kind],
    pluginId === undefined ? undefined : index.routeComponents[pluginId],
    ...[...elementsUsedInJson(chunkJson, index.components)].sort().map((name) => index.components[name]),
    ...localComponentsUsedInJson(chunkJson, Object.keys(index.local))
      .sort()
      .map((key) => index.local[key]),
  ];
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const part of parts) {
    for (const f of part?.scripts ?? []) if (!scripts.includes(f)) scripts.push(f);
    for (const f of part?.styles ?? []) if (!styles.includes(f)) styles.push(f);
  }
  return { scripts, styles };
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

/** The head tags for a page's files: its stylesheets, then its scripts as module preloads. */
export function assetLinks(assets: PageAssets, baseUrl: string): string {
  return [
    ...assets.styles.map((f) => `<link rel="stylesheet" crossorigin href="${attr(withBase(f, baseUrl))}">`),
    ...assets.scripts.map((f) => `<link rel="modulepreload" crossorigin href="${attr(withBase(f, baseUrl))}">`),
  ].join('');
}
