/**
 * Prerenders every route with the SPA's own components: Vite bundles `web/entry-server.tsx` for
 * Node (`server-setup.ts`), then the routes are rendered in batches (pages.ts) by a pool of worker
 * threads, one per core (workers.ts), into the built `index.html`, each with its own `<head>`. The not-found page
 * becomes `404.html`, which the host serves with status 404.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { compactTemplate } from './template.js';
import type { Manifest } from '../../common/contract.js';
import { viteBuildInChild, type ViteBuildResult } from '../bundle/vite-process.js';
import type { ImportedMarkdownCompiler } from '../bundle/plugins/browser-markdown.js';
import { renderPages, type BatchResult, type PageBatch, type PrerenderBlog, type PrerenderSite } from './pages.js';
import { pruneBodies } from './body-cache.js';
import { runBatches } from './workers.js';
import { assetIndex, takeViteManifest } from './page-assets.js';
import { readPageRecords, writePageRecords, type PageRecords } from './page-record.js';
import { pipelineVersion } from '../cache/version.js';
import { PROJECT_ROOT, WEB_DIR } from '../project-root.js';
import { locateFailure, PrerenderFailed } from './failure.js';
import type { BundleSettings } from '../bundle/settings.js';
import type { LocalComponentRegistry } from '../emit/local-component-registry.js';
import type { ServerSetup } from './server-setup.js';

export interface PrerenderOptions {
  outDir: string;
  /** The output being replaced: pages with the same bytes there are linked to it, not written. */
  previous?: string | null;
  manifest: Manifest;
  blog: PrerenderBlog;
  /** The site's other locales, each with its own manifest (`<locale>/manifest.json` in the output). */
  locales?: { manifest: Manifest; manifestFile: string; blog: PrerenderBlog }[];
  /** Threads that render pages; 1 renders in this thread. */
  workers: number;
  /**
   * The server bundle of `web/entry-server.tsx` (`viteServerBundle`), set up while the emit ran
   * (`server-setup.ts`: the last bundle reused when its inputs are unchanged, as the client bundle
   * is, a thread loading it ahead). The prerender ends it.
   */
  server: ServerSetup;
  /** Where rendered bodies are kept between builds (`body-cache.ts`); null or absent renders every page. */
  cacheDir?: string | null;
  /** The modules a chunk may name in its `component` (local components, a Docusaurus site's React pages), whose files a page using one names in its head. */
  localComponents?: LocalComponentRegistry;
}

export interface PrerenderResult {
  pages: number;
  /** Pages rendered in this build; the others' bodies came from the cache. */
  rendered: number;
  /** Pages whose bytes differ from the previous output's; the others were linked to it. */
  written: number;
  /** Of the linked pages, those known unchanged by their record alone (`page-record.ts`). */
  recorded: number;
  /** The threads that rendered them: 1 is the build's own (also when every page was cached). */
  threads: number;
  /** Time to put the server bundle in place (while the emit ran when it came from the cache), and from the prerender's start to every page written. */
  bundleMs: number;
  bundled: 'bundled' | 'cached';
  renderMs: number;
}

/** Routes per batch: small enough to spread over the threads, large enough to cost little to send. */
const BATCH = 32;

export async function prerender({
  outDir,
  previous = null,
  manifest,
  blog,
  locales = [],
  workers,
  server,
  cacheDir = null,
  localComponents = {},
}: PrerenderOptions): Promise<PrerenderResult> {
  const started = performance.now();
  try {
    const { run, dir: ssrDir, entry, key: bundle, result, ms: bundleMs } = await server.bundle();
    const pipeline = pipelineVersion();
    const sites: PrerenderSite[] = [{ manifestFile: 'manifest.json', blog }, ...locales.map((l) => ({ manifestFile: l.manifestFile, blog: l.blog }))];
    const template = join(ssrDir, 'template.html');
    writeFileSync(template, compactTemplate(readFileSync(join(outDir, 'index.html'), 'utf8')));
    const assets = assetIndex(takeViteManifest(outDir), localComponents, WEB_DIR, readFileSync(template, 'utf8'));
    const batch = (site: number, routes: (string | null)[]): PageBatch => ({
      run,
      outDir,
      previous,
      ssrEntry: entry,
      template,
      sites,
      site,
      routes,
      cacheDir,
      bundle,
      assets,
      pipeline,
    });
    const siteRoutes = [manifest, ...locales.map((l) => l.manifest)].map((m, site) => [...Object.keys(m.routes), ...(site === 0 ? [null] : [])]);
    // With a cache, this thread first writes every page whose body is cached: a thread of the pool
    // takes about half a second to start (tsx, React, the server bundle), more than serving every
    // cached page of the site here. Only the pages left are rendered, and a few of them here too.
    // Pages whose inputs are those of the previous output's file are linked to it first (page-record.ts).
    const records = previous ? readPageRecords(cacheDir) : null;
    const served =
      cacheDir && existsSync(cacheDir) ? await inThisThread(siteRoutes.map((routes, site) => ({ ...batch(site, routes), render: false, records }))) : null;
    const left = served ? served.map((r) => r.missing) : siteRoutes;
    const batches = left.flatMap((routes, site) => inBatches(routes).map((b) => batch(site, b)));
    const toRender = left.reduce((n, routes) => n + routes.length, 0);
    const threads = workers <= 1 || (served && toRender <= BATCH) ? 1 : workers;
    const results = [...(served ?? []), ...(threads === 1 ? await inThisThread(batches) : await runBatches(batches, threads))];
    const failures = results.flatMap((r) => r.failures);
    if (failures.length > 0) {
      const bundleText = readFileSync(entry, 'utf8');
      const roots = {
        bundleRoots: [PROJECT_ROOT, process.cwd()],
        ownRoots: ['web', 'docusaurus', 'common', 'pipeline'].map((d) => join(PROJECT_ROOT, d) + sep),
      };
      throw new PrerenderFailed(failures.map((f) => ({ ...f, location: locateFailure(f.stack, bundleText, roots) })));
    }
    if (cacheDir) {
      pruneBodies(cacheDir, new Set(results.flatMap((r) => r.keys)));
      writePageRecords(cacheDir, Object.assign({}, ...results.map((r) => r.records)) as PageRecords);
    }
    return {
      pages: results.reduce((n, r) => n + r.pages, 0),
      rendered: results.reduce((n, r) => n + r.rendered, 0),
      written: results.reduce((n, r) => n + r.written, 0),
      recorded: results.reduce((n, r) => n + r.recorded, 0),
      threads: toRender === 0 ? 1 : threads,
      bundleMs,
      bundled: result,
      renderMs: Math.round(performance.now() - started),
    };
  } finally {
    await server.dispose();
  }
}

/** Vite's SSR build of the server entry, with the SPA's own config (in a process of its own, as the client bundle). */
export function viteServerBundle(settings: BundleSettings, dir: string, compileMarkdown?: ImportedMarkdownCompiler): Promise<ViteBuildResult> {
  return viteBuildInChild(
    {
      settings,
      build: {
        ssr: join(WEB_DIR, 'entry-server.tsx'),
        outDir: dir,
        emptyOutDir: true,
        copyPublicDir: false,
        // One file: each prerender run imports the bundle under its own URL (`?run=`, pages.ts), and a
        // lazily imported chunk importing back from `entry-server.mjs` would get a second copy of
        // it, with registries of its own (the MDX components a page's route query loaded).
        rolldownOptions: { output: { entryFileNames: 'entry-server.mjs', codeSplitting: false } },
      },
    },
    process.env,
    compileMarkdown,
  );
}

function inBatches<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += BATCH) out.push(items.slice(i, i + BATCH));
  return out;
}

async function inThisThread(batches: PageBatch[]): Promise<BatchResult[]> {
  const results: BatchResult[] = [];
  for (const b of batches) results.push(await renderPages(b));
  return results;
}
