/**
 * The pipeline's one entry: content → typed documents → HAST JSON → route chunks, sidebars, blog
 * metadata and the manifest, then the SPA bundle, written to a temporary folder and swapped into
 * place only when the whole build succeeded.
 *
 *   tsx pipeline/build.ts [--content <dir> | --config <site.config.ts>] [--out <dir>] [--no-app] [--preview] [--no-cache] [--cache-dir <dir>] [--workers N]
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import type { I18nJson, Manifest } from '../common/contract.js';
import { Report } from './validate/report.js';
import { collectDocuments, releaseSourceText } from './content/collect.js';
import { createLinkResolver, linkRootsOf } from './routes/links.js';
import { OutputWriter } from './emit/writer.js';
import { assignRoutes } from './stages/routes.js';
import { reportCompileMessages } from './stages/compile.js';
import { compileOptionsOf } from './compile/site-options.js';
import { CompileCache, compileGlobalKey, docsDataHash } from './cache/compile-cache.js';
import { DocumentCache, documentCacheKey } from './cache/document-cache.js';
import { pipelineVersion } from './cache/version.js';
import { compileSiteData } from './stages/site-data.js';
import { assembleSite } from './stages/assemble.js';
import { loadSiteInputs } from './stages/inputs.js';
import { shownUpdateTimes } from './content/git.js';
import { readContentFiles } from './stages/content-files.js';
import { emitChunks, emitImages, emitSite, siteSteps } from './stages/emit.js';
import { llmsStep, localeMarkdownStep } from './emit/llms.js';
import { TextCache } from './cache/text-cache.js';
import { ImageCache } from './cache/image-cache.js';
import { resizedImagesStep } from './emit/resized-images.js';
import type { SiteInputs, SiteModel } from './model/site.js';
import { matchRoute } from '../common/paths.js';
import { withBase } from '../common/base-url.js';
import { themeFoldersByPriority } from '../docusaurus/node/config/site-plugins/run.js';
import { clientModulesOf } from './bundle/client-modules.js';
import type { SitePluginsRun } from '../docusaurus/node/config/site-plugins/types.js';
import { hostRulesStep, readContentRedirects } from './emit/netlify.js';
import { discoveryStep } from './emit/discovery.js';
import { feedsStep } from './emit/blog-feeds.js';
import { clientRedirectRules, createdRedirects } from './emit/client-redirects.js';
import { prerender } from './prerender/index.js';
import { bundleInputs, serverBundle, startAppBuild, viteClientBundle, type BundleInputs } from './bundle/app-build.js';
import { BundleFailed } from './bundle/vite-process.js';
import { workerCount } from './prerender/workers.js';
import { compileThreadsOf } from './compile/pool.js';
import { BodyStore } from './compile/body-store.js';
import { availableParallelism, tmpdir } from 'node:os';
import { socialCardsStep, type CardStats } from './emit/social-cards/index.js';
import { writeSchemas } from './schema/write.js';
import { resolveContentRoot } from './config/load.js';
import { generatedDir, writeLocalComponents, writeSitePages } from './emit/local-components.js';
import type { LocalComponentRegistry } from './emit/local-component-registry.js';
import { contentSections, loadContentLayout, type ContentLayout } from '../docusaurus/node/config/layout.js';
import { i18nJson, loadI18n, localeCacheDir } from './i18n/locales.js';
import { localeTranslations, type LocaleTranslations } from './i18n/translation-files.js';
import { translateLayout } from './i18n/translate.js';
import { localeSiteDir } from './i18n/overlay.js';
import { finishLocaleModel } from './i18n/finish.js';
import { trailingSlashModel } from './routes/trailing-slash.js';
import { staticDirsOf } from './config/static-dirs.js';
import { searchStep } from './search/index.js';
import { closeWorkerIndexer, indexOnWorker, warmWorkerIndexer } from './search/worker-indexer.js';
import { concurrently } from './model/emit-step.js';
import { bodiesDir, cachePaths, type TextCacheKind } from './cache/paths.js';
import { inFolder } from './util/in-folder.js';
import type { LocalComponentEntry } from './mdx/plugins/jsx-components/local.js';

export interface BuildOptions {
  contentRoot: string;
  outDir: string;
  /** Also build the SPA bundle with Vite (off for pipeline-only tests). */
  app: boolean;
  preview: boolean;
  /** The preview's label for its banner (`pull request #12`), from the host's environment. */
  previewOf?: string | null;
  /** Print progress and the problem list. */
  log: boolean;
  /** The site config file, when it is not `site.config.ts` in the content root. */
  configFile?: string;
  /** Reuse compiled documents from `.cache/compile/` (default); false compiles everything (`--no-cache`). */
  cache?: boolean;
  /** Where the compile cache lives (default `.cache/compile`), one folder per content root. */
  cacheDir?: string;
  /** Bundle the site's pages and components even when the content has errors, to report the bundle's too (`compat`). */
  bundleDespiteErrors?: boolean;
  /**
   * Threads that compile documents and prerender pages; 1 works in the build's own thread. Default:
   * one per core to prerender, one per two cores to compile.
   */
  workers?: number;
  /**
   * Source bytes whose compiled bodies stay in memory; the rest are read back from disk when a
   * step needs them (compile/body-store.ts). Default `IN_MEMORY_SOURCE_BYTES`; 0 keeps none.
   */
  bodiesInMemory?: number;
}

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
    return await buildOnce(options, bodies);
  } finally {
    bodies.close();
    // The search thread, started by a build that had documents to read again (`assembleContent`).
    await closeWorkerIndexer();
  }
}

async function buildOnce(options: BuildOptions, bodies: BodyStore): Promise<BuildResult> {
  const timings: Record<string, number> = {};
  const mark = (name: string, start: number) => (timings[name] = Math.round(performance.now() - start));
  const report = new Report();
  const contentRoot = resolve(options.contentRoot);
  const display = relative(process.cwd(), contentRoot) || '.';
  const at = (p: string) => join(display, p);

  let t = performance.now();
  // Where docs, blog and pages are, from the docs/blog/pages options of docusaurus.config.*.
  const layout = await loadContentLayout(contentRoot);
  if (layout.configError) {
    // Nothing the config sets is known (docs paths, plugins, baseUrl): building on the defaults
    // would only report what follows from them. The cause is the one error.
    const { file, line, message } = layout.configError;
    report.error(
      relative(process.cwd(), file),
      line,
      1,
      `Docusaurus config cannot be evaluated: ${message}; nothing else was built, since every other step depends on the config`,
      'config',
    );
    if (options.log) printReport(report);
    return { ok: false, report, manifest: null, timings, summary: { docs: 0, posts: 0, routes: null, paths: null }, compiled: [] };
  }
  const i18nProblems: { file: string; line: number; message: string }[] = [];
  const i18n = await loadI18n(contentRoot, i18nProblems);
  // The compile reads the page's locale and its code.json (Translate at build time); finishLocaleModel reports its problems.
  const site = await assembleContent(
    contentRoot,
    display,
    layout,
    options,
    bodies,
    report,
    timings,
    undefined,
    undefined,
    i18nJson(i18n, i18n.defaultLocale, contentRoot, []),
  );
  // `<Translate>` messages: the site plugins' defaults (getDefaultCodeTranslationMessages) under the locale's code.json, as Docusaurus merges them.
  const pluginMessages = site.siteFile?.value.sitePlugins?.codeTranslations ?? {};
  if (site.model) site.model = finishLocaleModel(site.model, i18n, contentRoot, null, i18nProblems, pluginMessages);
  // The other locales: each a site of its own under /<locale>, over its translated files.
  const locales: { model: SiteModel; prefix: string; docs: number; compiled: string[] }[] = [];
  for (const locale of i18n.locales.filter((l) => l.code !== i18n.defaultLocale)) {
    const dir = localeSiteDir(layout, locale.code, localeCacheDir(contentRoot, locale.code));
    const translations = localeTranslations(contentRoot, locale.code, i18nProblems);
    const localeLayout = translateLayout(await loadContentLayout(dir), translations);
    const localeI18n = i18nJson(i18n, locale.code, contentRoot, []); // reported by finishLocaleModel
    // The locale's folder repeats the site's config: its warnings about it are the site's, said once.
    const localeReport = new Report();
    const built = await assembleContent(
      dir,
      relative(process.cwd(), dir),
      localeLayout,
      options,
      bodies,
      localeReport,
      {},
      { lastUpdate: site.lastUpdate, dir: contentRoot },
      translations,
      localeI18n,
    );
    const said = new Set(report.problems.map((p) => p.message));
    for (const p of localeReport.problems)
      if (p.severity === 'error' || !said.has(p.message)) report.problems.push({ ...p, message: `[${locale.code}] ${p.message}` });
    if (!built.model) continue;
    const model = finishLocaleModel(built.model, i18n, contentRoot, locale, i18nProblems, pluginMessages);
    locales.push({ model, prefix: locale.prefix, docs: built.docs, compiled: built.compiled });
  }
  for (const p of i18nProblems) report.error(relative(process.cwd(), p.file), p.line, 1, p.message);
  const model = site.model;
  t = performance.now();
  const localeRoutes = locales.flatMap((l) => l.model.routes.map((r) => r.chunk.route));
  let contentRedirects = model ? readContentRedirects(contentRoot, at, report, isPageOf(model, localeRoutes)) : '';
  const siteFile = site.siteFile;
  if (model && (siteFile?.value.redirects?.length || siteFile?.value.createRedirects)) {
    const created = siteFile.value.createRedirects
      ? createdRedirects(
          siteFile.value.createRedirects,
          [...model.routes.map((r) => r.chunk.route), ...localeRoutes],
          locales.map((l) => l.prefix),
        )
      : { redirects: [], problems: [] };
    const client = clientRedirectRules([...(siteFile.value.redirects ?? []), ...created.redirects], isPageOf(model, localeRoutes), model.site.baseUrl);
    const where = relative(process.cwd(), siteFile.path);
    for (const p of [...created.problems, ...client.problems]) {
      if (p.severity === 'error') report.error(where, 1, 1, p.message);
      else report.warn(where, 1, 1, p.message);
    }
    contentRedirects = [client.text, contentRedirects].filter(Boolean).join('\n\n');
  }
  mark('validate', t);

  const compiled = [...site.compiled, ...locales.flatMap((l) => l.compiled)];
  const summary = {
    docs: site.docs,
    posts: site.posts,
    routes: model ? routeKinds(model) : null,
    paths: model ? model.routes.map((r) => r.chunk.route) : null,
  };
  // The modules the client bundle imports from the build, and its inputs (`.cache/generated/`).
  const appInputsOf = (siteModel: SiteModel) =>
    writeAppInputs(
      contentRoot,
      siteModel,
      locales.map((l) => l.model),
      site.customCss,
      staticDirsOf(contentRoot, site.siteFile?.value),
      site.siteFile?.value.sitePlugins,
    );
  if (report.errors.length > 0 || !model) {
    if (model && options.app && options.bundleDespiteErrors) {
      await checkBundle(cachePaths(options, contentRoot).app, appInputsOf(model).inputs, (error) => reportBundleFailure(report, display, error));
    }
    if (options.log) printReport(report);
    return { ok: false, report, manifest: null, timings, summary, compiled };
  }

  const cache = cachePaths(options, contentRoot);
  const appInputs = options.app ? appInputsOf(model) : null;
  // The last full output is kept in the cache for the next build into a new folder (emit/last-output.ts);
  // a build without the app (no pages) is not the site's output.
  const lastOutputDir = options.app ? cache.output : null;
  const writer = new OutputWriter(resolve(options.outDir), lastOutputDir);
  // The client bundle runs beside the emit, in a child process (bundle/app-build.ts).
  const app = appInputs && startAppBuild({ outDir: writer.dir, cacheDir: cache.app, inputs: appInputs.inputs, bundle: viteClientBundle });
  t = performance.now();
  try {
    // Social cards are drawn for full site builds only (they set each chunk's image, so they run first).
    const cards: CardStats = { generated: 0, cached: 0, configured: 0, ms: 0 };
    // Search indexes, page Markdown and blog feeds kept between builds, one folder per content root and locale.
    const emitCaches: Record<string, TextCache> = {};
    const emitCache = (kind: TextCacheKind, locale: string) => (emitCaches[`${kind}${locale}`] = new TextCache(cache.text(kind, locale), false));
    const images = new ImageCache(cache.images);
    const resized = resizedImagesStep(images);
    const cardSteps = options.app
      ? [
          socialCardsStep({
            cacheDir: cache.socialCards,
            stats: cards,
          }),
        ]
      : [];
    const manifest = await emitSite(model, writer, [
      ...cardSteps,
      ...siteSteps(
        concurrently(searchStep(emitCache('search', ''), indexOnWorker)),
        llmsStep(emitCache('markdown', '')),
        resized,
        feedsStep(emitCache('feeds', '')),
      ),
      discoveryStep(site.siteFile?.value.sitemap),
      hostRulesStep(
        contentRedirects,
        locales.map((l) => l.model),
      ),
    ]);
    // A locale's chunks, images and search indexes; static files and host rules are the site's.
    const localeManifests: Manifest[] = [];
    for (const l of locales)
      localeManifests.push(
        await emitSite(
          l.model,
          writer,
          [
            ...cardSteps,
            concurrently(searchStep(emitCache('search', l.prefix), indexOnWorker)),
            emitChunks,
            emitImages,
            resized,
            feedsStep(emitCache('feeds', l.prefix)),
            localeMarkdownStep(emitCache('markdown', l.prefix)),
          ],
          `${l.prefix.slice(1)}/manifest.json`,
        ),
      );
    await writeSchemas(writer);
    // Every index is made: the search thread's heap (hundreds of megabytes on a large site) is freed before the prerender.
    await closeWorkerIndexer();
    images.endRun();
    mark('emit', t);
    if (images.stats.made + images.stats.cached > 0)
      timings[`images: ${images.stats.made} resized, ${images.stats.cached} cached`] = Math.round(images.stats.ms);
    if (options.app) timings[`social cards: ${cards.generated} drawn, ${cards.cached} cached`] = cards.ms;
    for (const kind of ['search', 'markdown', 'feeds']) {
      const caches = Object.entries(emitCaches)
        .filter(([k]) => k.startsWith(kind))
        .map(([, c]) => c.stats);
      timings[`${kind}: ${caches.reduce((n, c) => n + c.made, 0)} made, ${caches.reduce((n, c) => n + c.cached, 0)} cached`] = 0;
    }

    if (app && appInputs) {
      t = performance.now();
      const built = await app.finish();
      timings.app = built.ms;
      timings[built.result === 'cached' ? 'app: unchanged, copied from the cache' : 'app: bundled beside the emit; waited after it'] = Math.round(
        performance.now() - t,
      );
      const { inputs, pageModules } = appInputs;
      t = performance.now();
      let ssr = 'bundled' as 'bundled' | 'cached';
      const pages = await prerender({
        outDir: writer.dir,
        previous: writer.previous,
        manifest,
        blog: model.blog,
        locales: locales.map((l, i) => ({ manifest: localeManifests[i]!, manifestFile: `${l.prefix.slice(1)}/manifest.json`, blog: l.model.blog })),
        workers: options.workers ?? workerCount(undefined, availableParallelism()),
        bundleServer: async (dir) => (ssr = await serverBundle(cache.ssr, inputs)(dir)),
        cacheDir: cache.prerender,
        localComponents: pageModules,
      });
      mark('prerender', t);
      timings[ssr === 'cached' ? 'prerender: server bundle unchanged, copied from the cache' : 'prerender: bundle'] = pages.bundleMs;
      timings[
        `prerender: ${pages.pages} pages (${pages.rendered} rendered, ${pages.pages - pages.rendered} cached; ${pages.written} written, ${pages.pages - pages.written} unchanged, ${pages.recorded} by record) on ${pages.threads} thread(s)`
      ] = pages.renderMs;
    }
    writer.commit();
    // The site plugins' postBuild, as Docusaurus calls it once the output is written (the output stays
    // on a throw), from the site folder as its other lifecycles (a plugin may write to a relative path).
    for (const p of site.siteFile?.value.sitePlugins?.postBuild ?? []) {
      try {
        const props = { outDir: resolve(options.outDir), routesPaths: Object.keys(manifest.routes).map((r) => withBase(r, model.site.baseUrl)), head: {} };
        await inFolder(contentRoot, async () => await p.run(props));
      } catch (error) {
        report.error(
          relative(process.cwd(), p.file),
          1,
          1,
          `Docusaurus plugin ${p.name} threw in postBuild: ${String((error as Error)?.message ?? error).split('\n')[0]}`,
        );
      }
    }
    if (options.log) {
      printReport(report);
      console.log(
        `built ${site.docs} docs, ${site.posts} posts${locales.length ? ` (+ ${locales.length} locale(s))` : ''}, ${Object.keys(manifest.routes).length} routes into ${relative(process.cwd(), resolve(options.outDir))} (${Object.entries(
          timings,
        )
          .map(([k, v]) => `${k} ${v} ms`)
          .join(', ')})`,
      );
    }
    return { ok: report.errors.length === 0, report, manifest, timings, summary, compiled };
  } catch (error) {
    await app?.cancel();
    writer.abort();
    if (!(error instanceof BundleFailed)) throw error;
    // A site file the bundle cannot take (an import of a module this build does not provide): Vite
    // named the file and what it imports; the build fails like any other content error.
    reportBundleFailure(report, display, error);
    if (options.log) printReport(report);
    return { ok: false, report, manifest: null, timings, summary, compiled };
  }
}

/** Each error of a failed bundle at the site file it names, else at the site folder. */
function reportBundleFailure(report: Report, display: string, error: BundleFailed) {
  const said = `the site's pages and components did not bundle`;
  if (error.errors.length === 0) report.error(display, 1, 1, `${said} (${error.message})`, 'bundle');
  for (const e of error.errors) report.error(e.file ?? display, e.line, e.column, `${said}: ${e.message}`, 'bundle');
}

/**
 * Bundles the site's pages and components into a folder that is thrown away, for a build that
 * stops on other errors (`compat`): a file that does not bundle is reported with them.
 */
async function checkBundle(appCacheDir: string | null, inputs: BundleInputs, failed: (error: BundleFailed) => void) {
  const dir = mkdtempSync(join(tmpdir(), 'bundle-check-'));
  try {
    await startAppBuild({ outDir: dir, cacheDir: appCacheDir, inputs, bundle: viteClientBundle }).finish();
  } catch (e) {
    if (!(e instanceof BundleFailed)) throw e;
    failed(e);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The modules the client bundle imports from the build (`.cache/generated/`): the local components
 * of every locale's pages and the site's React pages; then the bundles' inputs, with the
 * stylesheets the pages import.
 */
function writeAppInputs(
  contentRoot: string,
  model: SiteModel,
  localeModels: SiteModel[],
  customCss: string[],
  staticDirs: string[],
  sitePlugins: SitePluginsRun | undefined,
) {
  const generated = generatedDir(process.cwd(), contentRoot);
  const all = [...localeModels, model];
  const registry = writeLocalComponents(
    generated,
    Object.assign({}, ...all.flatMap((m) => m.entries.map((c) => c.compiled.localComponents))) as Record<string, LocalComponentEntry>,
  );
  const pages = Object.assign({}, ...all.map((m) => m.sitePages)) as Record<string, string>;
  writeSitePages(generated, pages, model.blogPostList);
  // The stylesheets pages import come after the site's own, as a page's CSS loads after the theme's.
  const stylesheets = [...new Set([...customCss, ...all.flatMap((m) => m.entries.flatMap((c) => c.compiled.stylesheets))])];
  // What a prerendered page names in its head: its local components' modules and its React page's
  // (a chunk names either by key in its `component`), so their styles apply at first paint.
  const pageModules: LocalComponentRegistry = { ...registry };
  for (const [key, path] of Object.entries(pages)) pageModules[key] = { path, exportName: 'default' };
  return {
    pageModules,
    inputs: bundleInputs(
      contentRoot,
      model.site,
      stylesheets,
      generated,
      staticDirs,
      clientModulesOf(model.site, sitePlugins),
      themeFoldersByPriority(sitePlugins),
    ),
  };
}

/** Content → compiled documents → the assembled site model, for one locale's site folder. */
async function assembleContent(
  contentRoot: string,
  display: string,
  layout: ContentLayout,
  options: BuildOptions,
  bodies: BodyStore,
  report: Report,
  timings: Record<string, number>,
  /** A locale's folder is a copy: the history of its files is the original folder's. */
  original?: { lastUpdate: Map<string, string>; dir: string },
  translations?: LocaleTranslations,
  /** The locale's i18n, for the Docusaurus hooks content reads at build time (`Translate`, `useDocusaurusContext().i18n`). */
  i18n?: I18nJson,
): Promise<{
  model: SiteModel | null;
  docs: number;
  posts: number;
  lastUpdate: Map<string, string>;
  customCss: string[];
  siteFile: SiteInputs['siteFile'];
  compiled: string[];
}> {
  const mark = (name: string, start: number) => (timings[name] = Math.round(performance.now() - start));
  const at = (p: string) => join(display, p);
  let t = performance.now();
  const cacheDir = cachePaths(options, contentRoot).compile;
  // git walks the history while the content is read.
  const history = original ? Promise.resolve(original.lastUpdate) : shownUpdateTimes(contentRoot, layout);
  const documents = new DocumentCache(cacheDir && join(cacheDir, 'documents.json'), documentCacheKey(pipelineVersion(), contentSections(layout)));
  const sources = await collectDocuments(contentRoot, display, report, layout, documents);
  // A document read again may change a search index: the index thread starts now, beside the
  // compile, rather than when the search step first needs it.
  if (documents.stats.loaded + documents.stats.checked > 0) warmWorkerIndexer();
  mark('load', t);
  timings[`load: ${documents.stats.loaded} by contentlayer2, ${documents.stats.checked} by the field check, ${documents.stats.cached} cached`] = timings.load!;

  // Routes first: links resolve against them.
  const { docs, posts, fileToRoute } = assignRoutes(sources, report, at, layout, true, original?.dir);
  const linkRoots = linkRootsOf(layout);
  const resolveLink = createLinkResolver(fileToRoute, linkRoots);

  // Config before compiling: content's Docusaurus hooks read the site config and every doc's title.
  t = performance.now();
  const loaded = await loadSiteInputs(contentRoot, display, options.preview, options.configFile, layout, translations, history);
  const inputs = { ...loaded, previewOf: options.previewOf ?? null };
  const siteData = compileSiteData(docs, inputs.siteFile?.value ?? null, inputs.sidebarsFile?.value ?? null, i18n);
  const cache = new CompileCache(cacheDir, compileGlobalKey(pipelineVersion(), contentRoot, siteData, inputs.siteFile?.value ?? null), docsDataHash(siteData));
  const optionsOf = compileOptionsOf(contentRoot, inputs.siteFile?.value, layout, 'build');
  const tasks = [
    ...docs.map((d) => ({ source: d.source, route: d.route, fallbackTitle: d.id.split('/').pop()!, site: optionsOf(d.source) })),
    ...posts.map((p) => ({ source: p.source, route: p.route, fallbackTitle: p.fileTitle, site: optionsOf(p.source) })),
  ];
  const context = { run: randomUUID(), contentRoot, fileToRoute: [...fileToRoute], roots: linkRoots, siteData };
  const compiledAll = await cache.compileAll(tasks, context, resolveLink, compileThreadsOf(options.workers, availableParallelism()), bodies);
  const compiledDocs = compiledAll.slice(0, docs.length);
  const compiledPosts = compiledAll.slice(docs.length);
  for (const c of [...compiledDocs, ...compiledPosts]) reportCompileMessages(c, report, at);
  for (const c of compiledAll) releaseSourceText(c.source);
  mark('compile', t);
  timings[`compile: ${cache.stats.compiled.length} compiled, ${cache.stats.hits} cached`] = timings.compile!;
  if (bodies.stats.onDisk > 0) timings[`compile: ${bodies.stats.onDisk} bodies on disk, ${bodies.stats.inMemory} in memory`] = 0;

  t = performance.now();
  const assembled = assembleSite(
    inputs,
    readContentFiles(contentRoot, display, layout, staticDirsOf(contentRoot, inputs.siteFile?.value)),
    docs,
    compiledDocs,
    posts,
    compiledPosts,
    report,
  );
  const model = assembled && trailingSlashModel(assembled, inputs.siteFile?.value.trailingSlash);
  mark('assemble', t);
  return {
    model,
    docs: docs.length,
    posts: posts.length,
    lastUpdate: inputs.lastUpdate,
    customCss: inputs.siteFile?.value.customCss ?? [],
    siteFile: inputs.siteFile,
    compiled: cache.stats.compiled,
  };
}

function routeKinds(model: SiteModel): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const r of model.routes) counts[r.chunk.kind] = (counts[r.chunk.kind] ?? 0) + 1;
  return counts;
}

/** A redirect target is fine when it is a route (of any locale) or a static file. */
function isPageOf(model: SiteModel, localeRoutes: string[] = []): (path: string) => boolean {
  const routes = Object.fromEntries([...model.routes.map((r) => r.chunk.route), ...localeRoutes].map((r) => [r, true]));
  return (path) => matchRoute(routes, path) !== null || (model.staticDirs ?? [model.staticDir]).some((dir) => existsSync(join(dir, path)));
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
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // A site build is a production bundle whatever the caller's environment: Vite keeps an existing
  // NODE_ENV (`test` when a test runs the CLI), and React would then ship its development build.
  process.env.NODE_ENV = 'production';
  const result = await build(parseArgs(process.argv.slice(2)));
  process.exit(result.ok ? 0 : 1);
}
