/**
 * Renders a batch of routes into HTML files: in a worker thread of the prerender pool, or in the
 * build's own thread with one worker. Everything a page needs is read from the output folder
 * (the manifest, the route's chunk and sidebar chunk, the built `index.html`), so a batch is a
 * few strings and the same page comes out byte for byte wherever it is rendered.
 */
import { documentAttributesOf, splitPageTitle, splitSiteHead, withDocumentAttributes, withPageTitle, withSiteHead } from './site-head.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BootManifest, InitialRoute, Manifest, RouteChunkJson, SidebarChunkJson } from '../../common/contract.js';
import { assetLinks, pageAssets, type AssetIndex } from './page-assets.js';
import { initialRouteJson } from '../../common/initial-route.js';
import type { FeedSettings } from '../model/site.js';
import { bodyTagsHtml, headHtml, previewBanner } from './head.js';
import { fillTemplate, routeFile } from './template.js';
import { alternateLinks, localeOf, localizeTemplate } from './locale.js';
import { linkOutputFile, writeOutputFile } from '../emit/output-file.js';
import { bodyKey, cachedBody, readCachedBody, renderedBoot } from './body-cache.js';
import { isRecordedFile, pageKey, recordOf, siteKey, type PageRecords } from './page-record.js';
import type { PageFailure } from './failure.js';

/** The blog's title, description and feeds, for each page's head. */
export interface PrerenderBlog {
  title: string;
  description: string;
  feeds?: FeedSettings | null;
  /** False when the site swizzles `BlogPostPage/StructuredData`: its component writes a post's JSON-LD, not this theme. */
  postStructuredData?: boolean;
}

export interface PrerenderSite {
  /** The site's manifest in the output folder: `manifest.json`, `<locale>/manifest.json`. */
  manifestFile: string;
  blog: PrerenderBlog;
}

export interface PageBatch {
  /** One per prerender run: what a thread loaded for another run is never reused. */
  run: string;
  outDir: string;
  /** The output this build replaces: a page with the same bytes there is linked to it (`emit/output-file.ts`). */
  previous: string | null;
  /** The server bundle of `web/entry-server.tsx`. */
  ssrEntry: string;
  /**
   * The built `index.html` as Vite wrote it, copied before any page is written: the home page is
   * written over `index.html` itself, so a thread that starts later must not read it there.
   */
  template: string;
  /** The site first, then its other locales. */
  sites: PrerenderSite[];
  site: number;
  /** Routes of `sites[site]` to render; `null` is the not-found page (`404.html`). */
  routes: (string | null)[];
  /** Where rendered bodies are kept between builds (`body-cache.ts`); null renders every page. */
  cacheDir: string | null;
  /** The server bundle's key (`bundleKey`). */
  bundle: string;
  /** The pipeline's own version (`cache/version.ts`): new code may write other bytes from the same inputs. */
  pipeline: string;
  /** What made each page file of the previous output (`page-record.ts`); a page with the same key there is linked as it is. */
  records?: PageRecords | null;
  /** Each page kind's and on-need component's script and stylesheet files beyond the entry's (`page-assets.ts`). */
  assets: AssetIndex;
  /**
   * False: write only the pages whose body is in the cache and list the others in `missing`
   * (the build's own thread does this first, so threads start only for pages left to render).
   */
  render?: boolean;
}

/** What a batch did: its pages, how many were rendered (the rest came from the cache), the body keys used. */
export interface BatchResult {
  pages: number;
  rendered: number;
  keys: string[];
  /** Pages whose bytes changed since the previous output (the others were linked to it). */
  written: number;
  /** Pages linked to the previous output on their record's word (`page-record.ts`), unread. */
  recorded: number;
  /** The routes left unwritten because their body is not cached (`render: false` only). */
  missing: (string | null)[];
  /** The record of each page file written or linked (`page-record.ts`). */
  records: PageRecords;
  /** The pages that failed to render, each with its error; the others are rendered all the same. */
  failures: PageFailure[];
}

type PageData = { path: string; value: RouteChunkJson | SidebarChunkJson };

interface ServerEntry {
  renderPath(path: string, input: { manifest: BootManifest; chunks: PageData[]; route: InitialRoute }): Promise<string>;
}

interface Loaded {
  /** The server bundle, imported by the first page that is rendered (a batch of cached pages needs none). */
  entry: () => Promise<ServerEntry>;
  template: string;
  manifests: Manifest[];
  /** Sidebars, boot.json and docs data as the SPA fetches them, read once each. */
  files: Map<string, unknown>;
  /** Their texts, as read (the body cache's key is made of them). */
  texts: Map<string, string>;
  /** The hashes of the texts that go into body keys, by text (`bodyKey`). */
  hashes: Map<string, string>;
}

/** What a thread has loaded for one build: the server bundle, the template and the manifests. */
let loaded: { key: string; value: Promise<Loaded> } | null = null;

/**
 * A run's server bundle, imported under a URL of the run's own: Node keeps a module per URL, so a
 * thread that loaded it ahead of its first batch (`server-setup.ts`) gets the same module then.
 */
export function loadServerEntry({ ssrEntry, run }: Pick<PageBatch, 'ssrEntry' | 'run'>): Promise<ServerEntry> {
  return import(`${pathToFileURL(ssrEntry).href}?run=${run}`) as Promise<ServerEntry>;
}

function load(batch: PageBatch): Promise<Loaded> {
  const key = batch.run;
  if (loaded?.key !== key) {
    const read = (path: string) => readFileSync(join(batch.outDir, path), 'utf8');
    loaded = {
      key,
      value: Promise.resolve({
        entry: once(() => loadServerEntry(batch)),
        template: readFileSync(batch.template, 'utf8'),
        manifests: batch.sites.map((s) => JSON.parse(read(s.manifestFile)) as Manifest),
        files: new Map(),
        texts: new Map(),
        hashes: new Map(),
      }),
    };
  }
  return loaded.value;
}

/** Renders (or takes from the cache) and writes the batch's pages. */
export async function renderPages(batch: PageBatch): Promise<BatchResult> {
  const loaded = await load(batch);
  const files = outputFiles(batch.outDir, loaded);
  const result: BatchResult = { pages: 0, rendered: 0, written: 0, recorded: 0, keys: [], missing: [], records: {}, failures: [] };
  const site = batchSite(batch, loaded, files);
  const pages: Pages = {
    batch,
    loaded,
    files,
    site,
    result,
    ...pageOutput(batch, result),
    body: pageBody(batch, result, loaded.hashes, files.text, site.boot),
  };
  // Every page is tried: the build reports all that fail in one run.
  for (const route of batch.routes) {
    try {
      if (route === null) await notFoundPage(pages);
      else await routePage(pages, route);
    } catch (error) {
      result.failures.push({
        route: route ?? '/404',
        message: error instanceof Error ? error.message : String(error),
        stack: error instanceof Error ? (error.stack ?? '') : '',
      });
    }
  }
  return result;
}

/** The output folder's files as the SPA fetches them, each read (and parsed) once per run. */
interface OutputFiles {
  read: (path: string) => string;
  text: (path: string) => string;
  file: <T>(path: string) => T;
}

function outputFiles(outDir: string, { files, texts }: Loaded): OutputFiles {
  const read = (path: string) => readFileSync(join(outDir, path), 'utf8');
  const text = (path: string) => {
    if (!texts.has(path)) texts.set(path, read(path));
    return texts.get(path)!;
  };
  const file = <T>(path: string): T => {
    if (!files.has(path)) files.set(path, JSON.parse(text(path)));
    return files.get(path) as T;
  };
  return { read, text, file };
}

/** What every page of the batch's site shares: its manifests, boot data, template and the key of all that. */
interface BatchSite {
  main: Manifest;
  manifest: Manifest;
  blog: PrerenderBlog;
  banner: string;
  boot: BootManifest;
  page: string;
  docsData: PageData[];
  shared: string;
}

function batchSite(batch: PageBatch, { manifests, template }: Loaded, { file }: OutputFiles): BatchSite {
  const main = manifests[0]!;
  const manifest = manifests[batch.site]!;
  const { blog } = batch.sites[batch.site]!;
  const banner = previewBanner(main.site);
  // Each locale is a site of its own: its boot data, its `<html lang dir>`, hreflang links to the others.
  const bootFile = batch.site === 0 ? '/boot.json' : `${localeOf(manifest.i18n).prefix}/boot.json`;
  const boot = file<BootManifest>(bootFile);
  const page = localizeTemplate(template, manifest.i18n, batch.site === 0 ? null : bootFile);
  // In the cache for site components that read the docs hooks, but not preloaded: the browser
  // fetches it only when such a component renders.
  const docsData: PageData[] = [boot.docsData, boot.globalData].flatMap((path) => (path ? [{ path, value: file<RouteChunkJson>(path) }] : []));
  // Everything a page file is made of besides its own route entry (whose chunk and sidebar paths name their text's hash).
  const shared = siteKey([
    batch.pipeline,
    batch.bundle,
    page,
    banner,
    main.site,
    manifest.site,
    manifest.i18n,
    blog,
    renderedBoot(boot),
    boot.docsData ?? null,
    boot.globalData ?? null,
    batch.assets,
  ]);
  return { main, manifest, blog, banner, boot, page, docsData, shared };
}

/** A page's body: from the cache, or rendered from the files it reads; `html` null when not cached and the batch does not render. */
type PageBody = (initial: InitialRoute, data: PageData[], render: () => Promise<string>) => Promise<{ html: string | null; key: string }>;

function pageBody(batch: PageBatch, result: BatchResult, hashes: Map<string, string>, text: (path: string) => string, boot: BootManifest): PageBody {
  return async (initial, data, render) => {
    const route = initial.route ? initial.path : null;
    const own = initialRouteJson(initial);
    const key = bodyKey({ bundle: batch.bundle, route, files: [own, ...data.map((d) => text(d.path))], boot }, hashes);
    // The entry is this page's own: its hash is not kept.
    hashes.delete(own);
    if (batch.render === false) {
      const cached = readCachedBody(batch.cacheDir, key);
      if (cached === null) result.missing.push(route);
      else result.keys.push(key);
      return { html: cached, key };
    }
    result.keys.push(key);
    const got = await cachedBody(batch.cacheDir, key, render);
    if (!got.cached) result.rendered++;
    return { html: got.body, key };
  };
}

/** Writing a page file, or linking the previous output's when its record says it was made from the same inputs. */
function pageOutput(batch: PageBatch, result: BatchResult) {
  const dirs = new Set<string>();
  const write = (file: string, html: string, key: string, body: string) => {
    result.pages++;
    const path = join(batch.outDir, file);
    if (writeOutputFile(path, html, batch.previous && join(batch.previous, file), dirs) === 'written') result.written++;
    if (batch.cacheDir) result.records[file] = recordOf(path, key, body, html);
  };
  const linkedAsRecorded = (file: string, key: string) => {
    const record = batch.records?.[file];
    if (!record || record.key !== key || !batch.previous) return false;
    const previous = join(batch.previous, file);
    if (!isRecordedFile(previous, record) || !linkOutputFile(previous, join(batch.outDir, file), dirs)) return false;
    result.pages++;
    result.recorded++;
    result.keys.push(record.body);
    result.records[file] = record;
    return true;
  };
  return { write, linkedAsRecorded };
}

interface Pages extends ReturnType<typeof pageOutput> {
  batch: PageBatch;
  loaded: Loaded;
  files: OutputFiles;
  site: BatchSite;
  result: BatchResult;
  body: PageBody;
}

/** The not-found page: rendered for a path no route has; the host serves it for every unknown path. */
async function notFoundPage({ loaded, site, body, write, linkedAsRecorded }: Pages): Promise<void> {
  const { main, blog, page, banner, boot, docsData } = site;
  const key = pageKey(site.shared, null);
  if (linkedAsRecorded('404.html', key)) return;
  const notFound: InitialRoute = { path: '/404', route: null };
  // The docs data too, as for every route: a site component in the chrome around it may read it
  // (theme-common 3.0-3.4's DocsPreferredVersionContextProvider reads every docs plugin's data).
  const got = await body(notFound, docsData, async () => (await loaded.entry()).renderPath('/404', { manifest: boot, chunks: docsData, route: notFound }));
  if (got.html === null) return;
  // Its title as the page rendered it, through a site's title formatter.
  const { title, body: html } = splitPageTitle(got.html);
  write(
    '404.html',
    fillTemplate(
      withDocumentAttributes(page, documentAttributesOf(got.html)),
      withPageTitle(headHtml({ site: main.site, blog, route: null, chunk: null, preload: [], i18n: main.i18n }), title),
      html,
      banner,
      '',
      bodyTagsHtml(main.site),
    ),
    key,
    got.key,
  );
}

/** A route's page: its chunk (and sidebar) read, its body rendered or cached, its head and assets around it. */
async function routePage({ batch, loaded, files, site, body, write, linkedAsRecorded }: Pages, route: string): Promise<void> {
  const { manifest, blog, page, banner, boot, docsData } = site;
  const info = manifest.routes[route];
  if (!info) throw new Error(`prerender: no route ${route} in ${batch.sites[batch.site]!.manifestFile}`);
  const key = pageKey(site.shared, [route, info]);
  if (linkedAsRecorded(routeFile(route), key)) return;
  const chunkText = files.read(info.chunk);
  loaded.texts.set(info.chunk, chunkText);
  const chunk = JSON.parse(chunkText) as RouteChunkJson;
  const data: PageData[] = [{ path: info.chunk, value: chunk }];
  if (info.sidebar) data.push({ path: info.sidebar, value: files.file<SidebarChunkJson>(info.sidebar) });
  const own: InitialRoute = { path: route, route: info };
  const got = await body(own, [...data, ...docsData], async () =>
    (await loaded.entry()).renderPath(route, { manifest: boot, chunks: [...data, ...docsData], route: own }),
  );
  // A page's own chunk is read by that page only: its text is not kept.
  loaded.texts.delete(info.chunk);
  loaded.hashes.delete(chunkText);
  if (got.html === null) return;
  const siteHead = splitSiteHead(got.html);
  const head = withSiteHead(
    withPageTitle(
      headHtml({ site: manifest.site, blog, route, chunk, preload: data.map((d) => d.path), initialRoute: own, i18n: manifest.i18n }) +
        alternateLinks(manifest.site.url, manifest.site.baseUrl, manifest.i18n, route),
      siteHead.title,
    ),
    siteHead.head,
  );
  write(
    routeFile(route),
    fillTemplate(
      withDocumentAttributes(page, documentAttributesOf(got.html)),
      head,
      siteHead.body,
      banner,
      assetLinks(pageAssets(batch.assets, info.kind, chunkText, chunk.kind === 'doc' ? chunk.pluginId : undefined), manifest.site.baseUrl),
      bodyTagsHtml(manifest.site),
    ),
    key,
    got.key,
  );
}

function once<T>(make: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | null = null;
  return () => (value ??= make());
}
