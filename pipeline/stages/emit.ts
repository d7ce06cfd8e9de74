import { readFileSync } from 'node:fs';
import type { I18nJson, Manifest, ManifestRoute } from '../contract.js';
import { CONTRACT_VERSION } from '../contract.js';
import { contentHash } from '../emit/hash.js';
import type { SiteModel } from './assemble.js';
import { emitSearch } from '../search/index.js';
import { emitLlms } from '../emit/llms.js';
import { addVersionLinks, emitRouteTable, routeTableRef } from '../emit/route-table.js';

/** Where emit steps write: the build's temporary folder, or dev mode's in-memory store. */
export interface OutputSink {
  /** Writes JSON under a content-hashed name and returns its public path (`/_data/...`). */
  writeHashedJson(folder: string, name: string, value: unknown): string;
  write(relativePath: string, data: string | Buffer): void;
  copyDir(from: string, to?: string): void;
}

/** The manifest as steps fill it in; `emitSite` adds the build id and route table and writes it last. */
export type ManifestDraft = Omit<Manifest, 'buildId' | 'routeTable'>;

/**
 * One output of the build. Both the one-shot build and dev mode run every step in `emitSteps` after
 * each change, so an output added here is live in dev without further wiring. A step may add to
 * the manifest draft (it is written after all steps ran).
 */
export type EmitStep = (model: SiteModel, out: OutputSink, manifest: ManifestDraft) => void | Promise<void>;

/** Sidebar chunks, then one chunk per route. */
export const emitChunks: EmitStep = (model, out, manifest) => {
  for (const sidebar of model.sidebars) manifest.sidebars[sidebar.name] = out.writeHashedJson('sidebars', sidebar.name, sidebar);
  for (const { chunk, sidebar } of model.routes) {
    const path = out.writeHashedJson(chunk.kind, chunk.route, chunk);
    const entry: ManifestRoute = { kind: chunk.kind, chunk: path, title: chunk.title };
    if (sidebar) entry.sidebar = manifest.sidebars[sidebar]!;
    manifest.routes[chunk.route] = entry;
  }
};

/** `content/static/` is published at the site root. */
export const emitStatic: EmitStep = (model, out) => out.copyDir(model.staticDir);

/** Images next to the content, under the content-hashed names the images plugin gave them. */
export const emitImages: EmitStep = (model, out) => {
  const images = new Map(model.entries.flatMap((c) => c.compiled.images.map((i) => [i.to, i.from] as const)));
  for (const [to, from] of images) out.write(to.slice(1), readFileSync(from));
};

export const emitSteps: EmitStep[] = [emitChunks, emitStatic, emitImages, emitSearch, emitLlms];

/** A site without an `i18n` config: English, at the root. */
export const SINGLE_LOCALE: I18nJson = {
  currentLocale: 'en',
  defaultLocale: 'en',
  locales: [{ code: 'en', label: 'English', direction: 'ltr', htmlLang: 'en', prefix: '' }],
  translations: {},
};

/**
 * Runs the emit steps, then writes `manifest.json` (routes sorted, with a build id over all of it)
 * and what the SPA reads of it (`boot.json` beside it, the route table's shards: `emit/route-table.ts`).
 */
export async function emitSite(model: SiteModel, out: OutputSink, steps: EmitStep[] = emitSteps, manifestFile = 'manifest.json'): Promise<Manifest> {
  const draft: ManifestDraft = {
    contractVersion: CONTRACT_VERSION,
    site: model.site,
    routes: {},
    sidebars: {},
    versions: model.versions,
    notFound: { title: model.i18n?.translations['theme.NotFound.title'] ?? 'Page Not Found' },
    search: null,
    i18n: model.i18n ?? SINGLE_LOCALE,
    blog: model.blog,
  };
  for (const step of steps) await step(model, out, draft);
  addVersionLinks(draft);
  const routes = Object.fromEntries(Object.entries(draft.routes).sort(([a], [b]) => a.localeCompare(b)));
  const body = { ...draft, routes, routeTable: routeTableRef(routes) };
  const manifest: Manifest = { ...body, buildId: contentHash(JSON.stringify(body), 12) };
  out.write(manifestFile, JSON.stringify(manifest));
  emitRouteTable(manifest, out, manifestFile.replace(/manifest\.json$/, 'boot.json'));
  return manifest;
}
