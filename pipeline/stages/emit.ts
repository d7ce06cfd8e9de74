import { readFileSync } from 'node:fs';
import type { I18nJson, Manifest, ManifestRoute, RouteChunk, RouteChunkJson } from '../../common/contract.js';
import { isConcurrent, type EmitStep, type ManifestDraft, type OutputSink } from '../model/emit-step.js';
import { CONTRACT_VERSION } from '../../common/contract.js';
import { contentHash } from '../emit/hash.js';
import { sidebarToJson } from '../../common/sidebar-json.js';
import { routeChunkToJson } from '../../common/hast-json.js';
import { storedChunk } from '../emit/chunk-text.js';
import type { SiteModel } from '../model/site.js';
import { emitSearch } from '../search/index.js';
import { emitLlms } from '../emit/llms.js';
import { emitBlogFeeds } from '../emit/blog-feeds.js';
import { emitResizedImages } from '../emit/resized-images.js';
import { addVersionLinks, emitRouteTable, routeTableRef } from '../emit/route-table.js';

/**
 * Sidebar chunks (without the doc ids their routes repeat: common/sidebar-json.ts), then one chunk
 * per route (a doc's and a post's body packed: common/hast-json.ts). A body the build cache stores
 * is copied in as the text it stores (`storedChunk`), without being read into a tree; an unchanged
 * chunk is linked from the last output without being made.
 */
export const chunkEmitter =
  (toJson: (chunk: RouteChunk) => RouteChunkJson = routeChunkToJson): EmitStep =>
  (model, out, manifest) => {
    for (const sidebar of model.sidebars) manifest.sidebars[sidebar.name] = out.writeHashedJson('sidebars', sidebar.name, sidebarToJson(sidebar));
    for (const { chunk, sidebar } of model.routes) {
      const stored = toJson === routeChunkToJson && out.writeKnownJson ? storedChunk(chunk) : null;
      const path = stored
        ? out.writeKnownJson!(chunk.kind, chunk.route, stored.key, () => stored.text())
        : out.writeHashedJson(chunk.kind, chunk.route, toJson(chunk));
      const entry: ManifestRoute = { kind: chunk.kind, chunk: path, title: chunk.title };
      if (sidebar) entry.sidebar = manifest.sidebars[sidebar]!;
      manifest.routes[chunk.route] = entry;
    }
  };

export const emitChunks: EmitStep = chunkEmitter();

/** The static folders are published at the site root, in order; `copyDir` keeps a file already there, so the first one's wins. */
export const emitStatic: EmitStep = (model, out) => {
  for (const dir of model.staticDirs ?? [model.staticDir]) out.copyDir(dir);
};

/**
 * A locale's copy of the static folders under its prefix (`ar/img/logo.png`), as Docusaurus writes
 * them into each locale's output folder: `useBaseUrl('/img/logo.png')` on an Arabic page is
 * `/sub/ar/img/logo.png` there. Copies, not host rewrites: every host serves them as files (the
 * local server, Netlify, any static host), and Netlify uploads a file it already has once.
 */
export const emitLocaleStatic =
  (prefix: string, site: Pick<SiteModel, 'staticDirs' | 'staticDir'>): EmitStep =>
  (_model, out) => {
    // The site's folders (the locale's model reads its copy of the site folder).
    for (const dir of site.staticDirs ?? [site.staticDir]) out.copyDir(dir, prefix.replace(/^\/+/, ''));
  };

/** Images next to the content, under the content-hashed names the images plugin gave them. */
export const emitImages: EmitStep = (model, out) => {
  const images = new Map(model.entries.flatMap((c) => c.compiled.images.map((i) => [i.to, i.from] as const)));
  for (const [to, from] of images) out.write(to.slice(1), readFileSync(from));
};

/** The config's inline head scripts, each in the file its element loads (`config/head-scripts.ts`). */
export const emitHeadScripts: EmitStep = (model, out) => {
  for (const { path, code } of model.headScripts ?? []) out.write(path.slice(1), code);
};

/**
 * A site's steps; the build passes search, Markdown, resized-image and feed steps that keep their
 * work in `.cache/`, and the social cards (`beforeChunks`: they set each chunk's image). Search
 * comes first: it reads only the model (no chunk's image), and the build's (`concurrently`) makes
 * its indexes on a thread of their own while every other step writes; on a warm build that thread
 * is the last to finish, so it starts before the cards.
 */
export const siteSteps = (
  search: EmitStep = emitSearch,
  llms: EmitStep = emitLlms,
  resized: EmitStep = emitResizedImages,
  feeds: EmitStep = emitBlogFeeds,
  beforeChunks: EmitStep[] = [],
): EmitStep[] => [search, ...beforeChunks, emitChunks, emitStatic, emitHeadScripts, emitImages, resized, llms, feeds];

export const emitSteps: EmitStep[] = siteSteps();

/** A site without an `i18n` config: English, at the root. */
export const SINGLE_LOCALE: I18nJson = {
  currentLocale: 'en',
  defaultLocale: 'en',
  locales: [{ code: 'en', label: 'English', direction: 'ltr', htmlLang: 'en', prefix: '' }],
  translations: {},
};

/**
 * Runs the steps in order, each after the last has ended, except that a step marked `concurrently`
 * goes on while the next ones run. All of them have ended when this returns or throws: a step still
 * writing into an output folder the build is removing would leave files behind. `whileWaiting` is
 * called when the other steps are done and a concurrent one is still running (not awaited: the
 * caller awaits what it started).
 */
async function runSteps(steps: EmitStep[], run: (step: EmitStep) => void | Promise<void>, whileWaiting?: () => unknown) {
  const running: Promise<unknown>[] = [];
  let pending = 0;
  let failure: { error: unknown } | null = null;
  try {
    for (const step of steps) {
      if (!isConcurrent(step)) {
        await run(step);
        continue;
      }
      const done = Promise.resolve(run(step));
      pending++;
      // Handled at once (and read below): Node must not take a failure meanwhile for one no one handles.
      done.catch(() => undefined).finally(() => pending--);
      running.push(done);
    }
    if (pending > 0) whileWaiting?.();
  } catch (error) {
    failure = { error };
  }
  const rejected = (await Promise.allSettled(running)).find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failure) throw failure.error;
  if (rejected) throw rejected.reason;
}

/**
 * Runs the emit steps, then writes `manifest.json` (routes sorted, with a build id over all of it)
 * and what the SPA reads of it (`boot.json` beside it, the route table's shards: `emit/route-table.ts`).
 * `whileWaiting`: see `runSteps`.
 */
export async function emitSite(
  model: SiteModel,
  out: OutputSink,
  steps: EmitStep[] = emitSteps,
  manifestFile = 'manifest.json',
  whileWaiting?: () => unknown,
): Promise<Manifest> {
  const draft: ManifestDraft = {
    contractVersion: CONTRACT_VERSION,
    site: model.site,
    routes: {},
    sidebars: {},
    versions: model.versions,
    notFound: { title: model.i18n?.translations['theme.NotFound.title'] ?? 'Page Not Found' },
    search: null,
    i18n: model.i18n ?? SINGLE_LOCALE,
    // Title and description only: the feeds are linked from the prerendered heads (prerender/head.ts).
    blog: { title: model.blog.title, description: model.blog.description },
  };
  await runSteps(steps, (step) => step(model, out, draft), whileWaiting);
  addVersionLinks(draft);
  const routes = Object.fromEntries(Object.entries(draft.routes).sort(([a], [b]) => a.localeCompare(b)));
  const body = { ...draft, routes, routeTable: routeTableRef(routes) };
  const manifest: Manifest = { ...body, buildId: contentHash(JSON.stringify(body), 12) };
  out.write(manifestFile, JSON.stringify(manifest));
  emitRouteTable(manifest, out, manifestFile.replace(/manifest\.json$/, 'boot.json'));
  return manifest;
}
