/**
 * The load stage: the site's config (where docs, blog and pages are; its locales), then for each
 * site folder its documents, read through the document cache while git walks their history.
 */
import { relative, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { collectDocuments } from '../content/collect.js';
import { shownUpdateTimes, type FileHistory } from '../content/git.js';
import { DocumentCache, documentCacheKey } from '../cache/document-cache.js';
import { FrontMatterCache } from '../cache/front-matter-cache.js';
import { cachePaths } from '../cache/paths.js';
import { keepCompiledSiteModules } from '../config/fresh-module.js';
import { pipelineVersion } from '../cache/version.js';
import { contentSections, loadContentLayout } from '../../docusaurus/node/config/layout.js';
import { loadBuildLocales } from '../i18n/locales.js';
import { warmWorkerIndexer } from '../search/worker-indexer.js';
import type { BuildRun, FolderRun, LoadedConfig } from '../model/build.js';
import { mark, note } from './timings.js';

/**
 * Where docs, blog and pages are (the docs/blog/pages options of docusaurus.config.*) and the
 * site's locales; null when the Docusaurus config cannot be evaluated, reported as the one error.
 */
export async function loadConfig(run: BuildRun): Promise<LoadedConfig | null> {
  keepCompiledSiteModules(cachePaths(run.options, run.contentRoot).siteModules);
  const layout = await loadContentLayout(run.contentRoot);
  if (layout.configError) {
    // Nothing the config sets is known (docs paths, plugins, baseUrl): building on the defaults
    // would only report what follows from them. The cause is the one error.
    const { file, line, message } = layout.configError;
    run.report.error(
      relative(process.cwd(), file),
      line,
      1,
      `Docusaurus config cannot be evaluated: ${message}; nothing else was built, since every other step depends on the config`,
      'config',
    );
    return null;
  }
  const i18nProblems: LoadedConfig['i18nProblems'] = [];
  const { i18n, build, localized } = await loadBuildLocales(run.contentRoot, i18nProblems, run.options.locales);
  if (build.length === 0) {
    // Every `--locale` named is wrong: there is nothing to build.
    for (const p of i18nProblems) run.report[p.warning ? 'warn' : 'error'](relative(process.cwd(), p.file), p.line, 1, p.message);
    return null;
  }
  return { layout, i18n, build, localized, i18nProblems };
}

export interface LoadedDocuments {
  sources: Awaited<ReturnType<typeof collectDocuments>>;
  /** Each file's last update, from git (or the original folder's, for a locale). */
  history: Promise<FileHistory>;
}

/** A site folder's documents, read (or taken from the document cache). */
export async function loadDocuments({ options, folder, report, timings }: FolderRun): Promise<LoadedDocuments> {
  const t = performance.now();
  const { compile: cacheDir, gitHistory } = cachePaths(options, folder.dir);
  // git walks the history while the content is read.
  const history = folder.original ? Promise.resolve(folder.original.lastUpdate) : shownUpdateTimes(folder.dir, folder.layout, gitHistory);
  const documents = new DocumentCache(cacheDir && join(cacheDir, 'documents.json'), documentCacheKey(pipelineVersion(), contentSections(folder.layout)));
  const frontMatter = new FrontMatterCache(cacheDir && join(cacheDir, 'front-matter.json'), pipelineVersion());
  const sources = await collectDocuments(folder.dir, folder.display, report, folder.layout, documents, frontMatter);
  frontMatter.save();
  // A document read again may change a search index: the index thread starts now, beside the
  // compile, rather than when the search step first needs it.
  if (documents.stats.loaded + documents.stats.checked > 0) warmWorkerIndexer();
  const ms = mark(timings, 'load', t);
  note(timings, `load: ${documents.stats.loaded} by contentlayer2, ${documents.stats.checked} by the field check, ${documents.stats.cached} cached`, ms);
  return { sources, history };
}
