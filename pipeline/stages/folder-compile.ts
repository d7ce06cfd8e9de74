/** The compile stage for one site folder of the build: its inputs, then its documents through the compile cache. */
import { randomUUID } from 'node:crypto';
import { join, resolve } from 'node:path';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { releaseSourceText } from '../content/collect.js';
import type { FileHistory } from '../content/git.js';
import { compileOptionsOf } from '../compile/site-options.js';
import { compileThreadsOf } from '../compile/pool.js';
import { CompileCache, compileGlobalKey, docsDataHash } from '../cache/compile-cache.js';
import { cachePaths } from '../cache/paths.js';
import { pipelineVersion } from '../cache/version.js';
import type { CompiledEntry } from '../model/entries.js';
import type { SiteInputs } from '../model/site.js';
import type { FolderRun } from '../model/build.js';
import { reportCompileMessages } from './compile.js';
import { loadSiteInputs } from './inputs.js';
import { compileSiteData } from './site-data.js';
import type { RoutedFolder } from './folder-routes.js';
import { mark, note } from './timings.js';

/** The compile stage's output: the site's inputs (config, sidebars) and every document compiled. */
export interface CompiledFolder {
  inputs: SiteInputs;
  docs: CompiledEntry[];
  posts: CompiledEntry[];
  /** The source files compiled in this run (the others came from the compile cache). */
  compiled: string[];
}

/**
 * The site's config and sidebars (content's Docusaurus hooks read them, and every doc's title),
 * then every doc and post compiled, from the compile cache where unchanged.
 */
export async function compileDocuments(run: FolderRun, routed: RoutedFolder, history: Promise<FileHistory>): Promise<CompiledFolder> {
  const { options, folder, report, timings, bodies } = run;
  const { dir: contentRoot, layout } = folder;
  const at = (p: string) => join(folder.display, p);
  const { docs, posts, fileToRoute } = routed;
  const t = performance.now();
  const cacheDir = cachePaths(options, contentRoot).compile;
  const locale = folder.i18n?.currentLocale;
  const loaded = await loadSiteInputs(contentRoot, folder.display, options.preview, options.configFile, layout, folder.translations, history, {
    locale,
    localized: folder.localized,
    outDir: resolve(options.outDir),
  });
  const inputs = { ...loaded, previewOf: options.previewOf ?? null };
  const siteData = compileSiteData(docs, inputs, folder.i18n, routed.draftDocs);
  const cache = new CompileCache(cacheDir, compileGlobalKey(pipelineVersion(), contentRoot, siteData, inputs.siteFile?.value ?? null), docsDataHash(siteData));
  const optionsOf = compileOptionsOf(contentRoot, inputs.siteFile?.value, layout, 'build');
  const tasks = [
    ...docs.map((d) => ({ source: d.source, route: d.route, fallbackTitle: d.id.split('/').pop()!, site: optionsOf(d.source) })),
    ...posts.map((p) => ({ source: p.source, route: p.route, fallbackTitle: p.fileTitle, site: optionsOf(p.source) })),
  ];
  const context = {
    run: randomUUID(),
    contentRoot,
    fileToRoute: [...fileToRoute],
    roots: routed.linkRoots,
    linkBase: routed.linkBase,
    trailingSlash: layout.trailingSlash,
    siteData,
  };
  const compiledAll = await cache.compileAll(tasks, context, routed.resolveLink, compileThreadsOf(options.workers, availableParallelism()), bodies);
  const compiledDocs = compiledAll.slice(0, docs.length);
  const compiledPosts = compiledAll.slice(docs.length);
  for (const c of [...compiledDocs, ...compiledPosts]) reportCompileMessages(c, report, at);
  for (const c of compiledAll) releaseSourceText(c.source);
  const ms = mark(timings, 'compile', t);
  note(timings, `compile: ${cache.stats.compiled.length} compiled, ${cache.stats.hits} cached`, ms);
  if (bodies.stats.onDisk > 0) note(timings, `compile: ${bodies.stats.onDisk} bodies on disk, ${bodies.stats.inMemory} in memory`, 0);
  return { inputs, docs: compiledDocs, posts: compiledPosts, compiled: cache.stats.compiled };
}
