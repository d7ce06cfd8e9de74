/**
 * The pipeline's one entry: content → typed documents → HAST JSON → route chunks, sidebars, blog
 * metadata and the manifest, then the SPA bundle, written to a temporary folder and swapped into
 * place only when the whole build succeeded. `buildOnce` is the stage list; each stage is a module
 * of `stages/`, its input and output typed in `model/`.
 *
 *   tsx pipeline/build.ts [--content <dir> | --config <site.config.ts>] [--out <dir>] [--no-app] [--preview] [--no-cache] [--cache-dir <dir>] [--workers N]
 */
import { relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { availableParallelism } from 'node:os';
import type { Manifest } from '../common/contract.js';
import { Report } from './check/report.js';
import { OutputWriter } from './emit/writer.js';
import { BundleFailed } from './bundle/vite-process.js';
import type { AppBuild } from './bundle/app-build.js';
import type { ServerSetup } from './prerender/server-setup.js';
import { workerCount } from './prerender/workers.js';
import { BodyStore } from './compile/body-store.js';
import { resolveContentRoot } from './config/load.js';
import { sharingConfigEvaluations } from '../docusaurus/node/config/load.js';
import { closeWorkerIndexer } from './search/worker-indexer.js';
import { bodiesDir, cachePaths } from './cache/paths.js';
import { localeSites } from './i18n/locale-sites.js';
import type { SiteModel } from './model/site.js';
import type { BuildOptions, BuildRun, FolderContent, FolderRun, SiteContent } from './model/build.js';
import { loadConfig, loadDocuments } from './stages/load.js';
import { routeDocuments } from './stages/folder-routes.js';
import { compileDocuments } from './stages/folder-compile.js';
import { assembleFolder } from './stages/folder-assemble.js';
import { validateSite } from './stages/validate.js';
import { emitOutput, startSearches } from './stages/emit-output.js';
import { checkBundle, finishClientBundle, reportBundleFailure, startClientBundle, writeAppInputs } from './stages/bundle.js';
import { prerenderPages, reportPrerenderFailure, startServerSetup } from './stages/prerender.js';
import { PrerenderFailed } from './prerender/failure.js';
import { runPostBuild } from './stages/post-build.js';
import { formatTimings } from './stages/timings.js';

export type { BuildOptions } from './model/build.js';

export interface BuildResult {
  ok: boolean;
  report: Report;
  manifest: Manifest | null;
  timings: Record<string, number>;
  /**
   * What the run found, also when it failed: docs and posts read, routes by chunk kind and every
   * route path (null without a site model).
   */
  summary: { docs: number; posts: number; routes: Record<string, number> | null; paths: string[] | null };
  /** The source files compiled in this run (the others came from the build cache). */
  compiled: string[];
}

/** The stages live in `stages/` (shared with dev mode, `dev/`); this runs them once, in order. */
export async function build(options: BuildOptions): Promise<BuildResult> {
  const bodies = new BodyStore(bodiesDir(), options.bodiesInMemory);
  try {
    const contentRoot = resolve(options.contentRoot);
    const run: BuildRun = { options, contentRoot, display: relative(process.cwd(), contentRoot) || '.', report: new Report(), timings: {}, bodies };
    // The site's config evaluated once per locale for the whole build, as Docusaurus evaluates it.
    return await sharingConfigEvaluations(() => buildOnce(run));
  } finally {
    bodies.close();
    // The search thread, started by a build that had documents to read again (`loadDocuments`).
    await closeWorkerIndexer();
  }
}

/** load → routes → compile → assemble, for one site folder (the site's, then each locale's). */
async function folderStages(run: FolderRun): Promise<FolderContent> {
  const loaded = await loadDocuments(run);
  const routed = routeDocuments(run, loaded.sources);
  const compiled = await compileDocuments(run, routed, loaded.history);
  return assembleFolder(run, routed, compiled);
}

async function buildOnce(run: BuildRun): Promise<BuildResult> {
  const { options, report } = run;
  const config = await loadConfig(run);
  if (!config) return finished(run, false, null, { docs: 0, posts: 0, routes: null, paths: null }, []);
  const content = await localeSites(run, config, folderStages);
  const validated = validateSite(run, content);
  const summary = summaryOf(content);
  const compiled = [...content.site.compiled, ...content.locales.flatMap((l) => l.compiled)];
  const cache = cachePaths(options, run.contentRoot);
  const model = content.site.model;
  if (report.errors.length > 0 || !model) {
    if (model && options.app && options.bundleDespiteErrors) await checkBundle(run, cache.app, writeAppInputs(run, content, model).inputs);
    return finished(run, false, null, summary, compiled);
  }
  // The last full output is kept in the cache for the next build into a new folder (emit/last-output.ts);
  // a build without the app (no pages) is not the site's output.
  const writer = new OutputWriter(resolve(options.outDir), options.app ? cache.output : null);
  // The search thread starts first: on a warm build it is the last to finish (stages/emit-output.ts).
  const search = startSearches(content, writer, cache);
  let app: AppBuild | null = null;
  let server: ServerSetup | null = null;
  try {
    const appInputs = options.app ? writeAppInputs(run, content, model) : null;
    // The client bundle runs beside the emit, in a child process (bundle/app-build.ts).
    app = appInputs && startClientBundle(writer.dir, cache.app, appInputs.inputs);
    // The prerender's server bundle is loaded, and the site's search sections saved, while the emit
    // has nothing left but to wait for its search thread.
    server = appInputs && startServerSetup(appInputs, cache);
    const emitted = await emitOutput(run, content, model, validated, writer, cache, search, () => {
      search.sections.save();
      return server?.load();
    });
    if (app && appInputs && server) {
      await finishClientBundle(run, app);
      await prerenderPages(run, content, model, emitted, appInputs, writer, cache, server);
    }
    writer.commit();
    await runPostBuild(run, content, model, emitted);
    if (options.log) logBuilt(run, content, emitted.manifest);
    return finished(run, report.errors.length === 0, emitted.manifest, summary, compiled, false);
  } catch (error) {
    await search.settled();
    await app?.cancel();
    await server?.dispose();
    writer.abort();
    if (error instanceof PrerenderFailed) {
      reportPrerenderFailure(report, run.display, error);
      return finished(run, false, null, summary, compiled);
    }
    if (!(error instanceof BundleFailed)) throw error;
    // A site file the bundle cannot take (an import of a module this build does not provide): Vite
    // named the file and what it imports; the build fails like any other content error.
    reportBundleFailure(report, run.display, error);
    return finished(run, false, null, summary, compiled);
  }
}

/** The build's result; its problems printed first (unless the caller printed them with the summary line). */
function finished(run: BuildRun, ok: boolean, manifest: Manifest | null, summary: BuildResult['summary'], compiled: string[], print = true): BuildResult {
  if (print && run.options.log) printReport(run.report);
  return { ok, report: run.report, manifest, timings: run.timings, summary, compiled };
}

function logBuilt(run: BuildRun, { site, locales }: SiteContent, manifest: Manifest) {
  printReport(run.report);
  const where = relative(process.cwd(), resolve(run.options.outDir));
  const routes = Object.keys(manifest.routes).length;
  console.log(
    `built ${site.docs} docs, ${site.posts} posts${locales.length ? ` (+ ${locales.length} locale(s))` : ''}, ${routes} routes into ${where} (${formatTimings(run.timings)})`,
  );
}

function summaryOf({ site }: SiteContent): BuildResult['summary'] {
  const model = site.model;
  return { docs: site.docs, posts: site.posts, routes: model ? routeKinds(model) : null, paths: model ? model.routes.map((r) => r.chunk.route) : null };
}

function routeKinds(model: SiteModel): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const r of model.routes) counts[r.chunk.kind] = (counts[r.chunk.kind] ?? 0) + 1;
  return counts;
}

export function printReport(report: Report) {
  if (report.problems.length) console.error(report.format());
  const e = report.errors.length;
  const w = report.warnings.length;
  if (e || w) console.error(`\n${e} error(s), ${w} warning(s)${e ? ': the build failed and the previous output was left untouched' : ''}`);
}

/** Netlify's build environment: REVIEW_ID in deploy previews, BRANCH (or HEAD) in branch deploys. */
export function previewLabel(env: NodeJS.ProcessEnv): string | null {
  if (env.CONTEXT === 'deploy-preview' && env.REVIEW_ID) return `pull request #${env.REVIEW_ID}`;
  if (env.CONTEXT === 'branch-deploy' && (env.BRANCH || env.HEAD)) return `branch ${env.BRANCH || env.HEAD}`;
  return null;
}
function parseArgs(argv: string[]): BuildOptions {
  const get = (flag: string) => {
    const i = argv.indexOf(flag);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const threads = get('--workers') ?? process.env.BUILD_WORKERS;
  // Each `--locale <code>` names one locale to build (the command line expands `--locale a b`).
  const locales = argv.flatMap((a, i) => (a === '--locale' && argv[i + 1] !== undefined ? [argv[i + 1]!] : []));
  return {
    contentRoot: resolveContentRoot({ content: get('--content'), config: get('--config'), env: process.env.CONTENT_ROOT }),
    configFile: get('--config'),
    outDir: get('--out') ?? 'build',
    app: !argv.includes('--no-app'),
    preview: argv.includes('--preview') || process.env.CONTEXT === 'deploy-preview' || process.env.CONTEXT === 'branch-deploy',
    previewOf: previewLabel(process.env),
    log: true,
    cache: !argv.includes('--no-cache'),
    cacheDir: get('--cache-dir') ?? process.env.BUILD_CACHE_DIR,
    // Unset: each stage picks its own default (see prerender/workers.ts and compile/pool.ts).
    workers: threads ? workerCount(threads, availableParallelism()) : undefined,
    ...(locales.length > 0 ? { locales } : {}),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // A site build is a production bundle whatever the caller's environment, and NODE_ENV must say so
  // before this module's imports load React: one of them may load React's development build, and a
  // page prerendered in this thread then met the production server renderer ("dispatcher.getOwner
  // is not a function"). Set here, it came too late. The command line (`mdx-docsite build`,
  // cli/main.ts) sets it before anything loads.
  if (process.env.NODE_ENV !== 'production') {
    console.error(
      'pipeline/build.ts runs as `mdx-docsite build` (node bin/mdx-docsite.mjs build ...), which sets NODE_ENV=production before React loads; or set NODE_ENV=production yourself.',
    );
    process.exit(2);
  }
  const result = await build(parseArgs(process.argv.slice(2)));
  process.exit(result.ok ? 0 : 1);
}
