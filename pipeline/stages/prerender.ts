/**
 * The prerender stage: every route of every locale rendered into the output with the SPA's own
 * components (`prerender/`), with the server bundle reused from the cache when unchanged.
 */
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { relative } from 'node:path';
import { prerender } from '../prerender/index.js';
import { firstUsefulLine, type PrerenderFailed } from '../prerender/failure.js';
import { workerCount } from '../prerender/workers.js';
import { serverBundle } from '../bundle/app-build.js';
import type { CachePaths } from '../cache/paths.js';
import type { OutputWriter } from '../emit/writer.js';
import type { SiteModel } from '../model/site.js';
import type { BuildRun, Emitted, SiteContent } from '../model/build.js';
import type { AppInputs } from './bundle.js';
import { ServerSetup } from '../prerender/server-setup.js';
import { mark, note } from './timings.js';

/**
 * The server bundle's setup, started beside the emit (`prerender/server-setup.ts`): on a warm build
 * the cache's bundle is put in place at once, and loaded while the emit waits for its search
 * thread. `prerenderPages` ends it; a build that fails before then ends it itself (`dispose`).
 */
export function startServerSetup(app: AppInputs, cache: CachePaths): ServerSetup {
  return new ServerSetup(serverBundle(cache.ssr, app.inputs));
}

export async function prerenderPages(
  run: BuildRun,
  content: SiteContent,
  model: SiteModel,
  emitted: Emitted,
  app: AppInputs,
  writer: OutputWriter,
  cache: CachePaths,
  server: ServerSetup,
) {
  const { options, timings } = run;
  const t = performance.now();
  // A site's swizzled `BlogPostPage/StructuredData` writes a post's JSON-LD in the theme's place (chrome-use.ts).
  const own = app.inputs.settings.chrome?.postStructuredData ? { postStructuredData: false } : {};
  const pages = await prerender({
    outDir: writer.dir,
    previous: writer.previous,
    manifest: emitted.manifest,
    blog: { ...model.blog, ...own },
    locales: content.locales.map((l, i) => ({
      manifest: emitted.localeManifests[i]!,
      manifestFile: `${l.prefix.slice(1)}/manifest.json`,
      blog: { ...l.model.blog, ...own },
    })),
    workers: options.workers ?? workerCount(undefined, availableParallelism()),
    server,
    cacheDir: cache.prerender,
    localComponents: app.pageModules,
  });
  mark(timings, 'prerender', t);
  note(timings, pages.bundled === 'cached' ? 'prerender: server bundle unchanged, taken from the cache' : 'prerender: bundle', pages.bundleMs);
  note(
    timings,
    `prerender: ${pages.pages} pages (${pages.rendered} rendered, ${pages.pages - pages.rendered} cached; ${pages.written} written, ${pages.pages - pages.written} unchanged, ${pages.recorded} by record) on ${pages.threads} thread(s)`,
    pages.renderMs,
  );
}

/**
 * Each page that failed to prerender, as an error of the build: the site's file and line its stack
 * leads to (`prerender/failure.ts`), else the site folder; the page's path and the error's first line.
 */
export function reportPrerenderFailure(report: BuildRun['report'], display: string, error: PrerenderFailed) {
  for (const f of error.failures) {
    const where = f.location ? relative(process.cwd(), f.location.file) : display;
    report.error(
      where,
      f.location?.line ?? 1,
      1,
      `prerendering the page ${f.route} failed: ${firstUsefulLine(f.message)} (a component that reads window, document or storage must do so in an effect, or render inside <BrowserOnly>)`,
      'prerender',
    );
  }
}
