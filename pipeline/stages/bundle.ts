/**
 * The bundle stage: the modules the client bundle imports from the build (`.cache/generated/`),
 * the bundle's settings (`bundle/settings.ts`), and Vite's client bundle, started beside the emit
 * in a child process and waited for after it (`bundle/app-build.ts`).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { performance } from 'node:perf_hooks';
import { bundleInputs, startAppBuild, viteClientBundle, type AppBuild, type BundleInputs } from '../bundle/app-build.js';
import { bundleSettings } from '../bundle/settings.js';
import { chromeUse, hasLastUpdateAuthor, hasPageEditMeta } from '../bundle/chrome-use.js';
import { usesThemeClasses } from '../bundle/theme-classes-use.js';
import { listFiles } from '../cache/app-cache.js';
import { cachePaths, localeSiteCacheDir } from '../cache/paths.js';
import { PROJECT_ROOT, WEB_DIR } from '../project-root.js';
import { siteInfimaUse } from '../../docusaurus/node/bundle/site-infima-use.js';
import { DOCUSAURUS_CONFIG_FILES } from '../../docusaurus/node/config/load.js';
import { drawsOriginal, siteThemeFolders, siteThemeNames, themeComponents } from '../../docusaurus/node/theme/swizzles.js';
import { BundleFailed } from '../bundle/vite-process.js';
import { writeLocalComponents, writeSitePages } from '../emit/local-components.js';
import type { LocalComponentRegistry } from '../emit/local-component-registry.js';
import type { LocalComponentEntry } from '../mdx/plugins/jsx-components/local.js';
import type { Report } from '../check/report.js';
import type { SiteModel } from '../model/site.js';
import type { BuildRun, SiteContent } from '../model/build.js';
import { note } from './timings.js';
import { bodyFacts } from '../assemble/body-facts.js';
import { importedMarkdownOptionsOf } from '../compile/site-options.js';
import { compileImportedMarkdown } from '../compile/imported-markdown.js';
import { copiedSiteFolder } from '../i18n/overlay.js';
import type { ImportedMarkdownCompiler } from '../bundle/plugins/browser-markdown.js';

/** What the bundles are made from, and what a prerendered page names in its head. */
export interface AppInputs {
  inputs: BundleInputs;
  pageModules: LocalComponentRegistry;
}

/**
 * The modules the client bundle imports from the build: the local components of every locale's
 * pages and the site's React pages; then the bundles' inputs, with the stylesheets the pages import.
 */
export function writeAppInputs(run: BuildRun, { site, locales }: SiteContent, model: SiteModel): AppInputs {
  const { contentRoot } = run;
  const all = [...locales.map((l) => l.model), model];
  const entries = all.flatMap((m) => m.entries);
  const siteConfig = site.siteFile?.value;
  const stylesheets = entries.flatMap((c) => c.compiled.stylesheets);
  const sitePlugins = siteConfig?.sitePlugins;
  // Infima is a Docusaurus site's: the layer keeps what its pages and code can use (infima-use.ts).
  const infima = DOCUSAURUS_CONFIG_FILES.some((file) => existsSync(join(contentRoot, file)))
    ? siteInfimaUse({
        siteDir: contentRoot,
        outDir: run.options.outDir,
        pageClassNames: entries.map((c) => bodyFacts(c.compiled).classNames),
        files: [...new Set([...entries.flatMap((c) => c.compiled.dependencies), ...stylesheets, ...(siteConfig?.customCss ?? [])])],
        themeStylesheets: [WEB_DIR, join(PROJECT_ROOT, 'docusaurus/client')].flatMap((dir) =>
          listFiles(dir)
            .filter((f) => f.endsWith('.css'))
            .map((f) => join(dir, f)),
        ),
        pluginModules: [...(sitePlugins?.themePaths ?? []), ...(sitePlugins?.clientModules ?? []), ...(sitePlugins?.routes.map((r) => r.component) ?? [])],
        config: [model.site, all.map((m) => m.sidebars)],
        cacheFile: cachePaths(run.options, contentRoot).infimaWords,
      })
    : null;
  const settings = bundleSettings(
    contentRoot,
    model.site,
    siteConfig,
    stylesheets,
    infima,
    chromeUse(
      model.site,
      siteThemeNames(contentRoot, sitePlugins?.themePaths ?? []),
      all.some((m) => m.routes.some((r) => 'unlisted' in r.chunk && r.chunk.unlisted === true)),
      replacesPostStructuredData(contentRoot, sitePlugins?.themePaths ?? []),
      // Theme-common's class names, for a Docusaurus site whose own CSS or code names one (theme-classes-use.ts).
      infima !== null &&
        usesThemeClasses({
          siteDir: contentRoot,
          stylesheets: [...(siteConfig?.customCss ?? []), ...stylesheets],
          pluginModules: [...(sitePlugins?.themePaths ?? []), ...(sitePlugins?.clientModules ?? [])],
        }),
      all.some((m) => m.routes.some((r) => hasPageEditMeta(r.chunk))),
      all.some((m) => m.routes.some((r) => hasLastUpdateAuthor(r.chunk))),
    ),
    // A locale's pages may come from its copy of the site folder (one locale built alone is the root site).
    (model.i18n?.locales ?? []).map((l) => localeSiteCacheDir(contentRoot, l.code)),
  );
  const generated = settings.generatedDir;
  const registry = writeLocalComponents(
    generated,
    Object.assign({}, ...all.flatMap((m) => m.entries.map((c) => c.compiled.localComponents))) as Record<string, LocalComponentEntry>,
  );
  const pages = Object.assign({}, ...all.map((m) => m.sitePages)) as Record<string, string>;
  const pageWrappers = writeSitePages(generated, pages, model.blogPostList);
  // What a prerendered page names in its head: its local components' modules and its React page's
  // (a chunk names either by key in its `component`), so their styles apply at first paint.
  const pageModules: LocalComponentRegistry = { ...registry };
  for (const [key, path] of Object.entries(pageWrappers)) pageModules[key] = { path, exportName: 'default' };
  // Markdown the site's code imports, compiled here with its loader's options (the site's Markdown plugins are functions).
  const markdownOptions = importedMarkdownOptionsOf(contentRoot, siteConfig, site.layout, 'build');
  // Once per file and build: the client bundle and the prerenderer's server bundle both import it.
  const compiled = new Map<string, ReturnType<ImportedMarkdownCompiler>>();
  const compileMarkdown: ImportedMarkdownCompiler = (file) => {
    if (!compiled.has(file)) {
      // A locale's copy of the site folder holds the file its React pages import: compiled in the
      // copy (its translated files, its `@site`), with the loader of the file it copies.
      const copy = copiedSiteFolder(file, settings.siteCopies);
      const original = copy ? join(contentRoot, relative(copy, file)) : file;
      compiled.set(file, compileImportedMarkdown(file, copy ?? contentRoot, markdownOptions(original)));
    }
    return compiled.get(file)!;
  };
  return { pageModules, inputs: { ...bundleInputs(settings, model.site), compileMarkdown } };
}

/** Starts the client bundle for the output folder; it runs beside the emit. */
export function startClientBundle(outDir: string, appCacheDir: string | null, inputs: BundleInputs): AppBuild {
  return startAppBuild({ outDir, cacheDir: appCacheDir, inputs, bundle: viteClientBundle(inputs.settings, inputs.compileMarkdown) });
}

/** Waits for the client bundle, once the emit is done, and notes how long the build waited. */
export async function finishClientBundle(run: BuildRun, app: AppBuild) {
  const t = performance.now();
  const built = await app.finish();
  run.timings.app = built.ms;
  note(
    run.timings,
    built.result === 'cached' ? 'app: unchanged, taken from the cache' : 'app: bundled beside the emit; waited after it',
    performance.now() - t,
  );
}

/** Each error of a failed bundle at the site file it names, else at the site folder. */
export function reportBundleFailure(report: Report, display: string, error: BundleFailed) {
  const said = `the site's pages and components did not bundle`;
  if (error.errors.length === 0) report.error(display, 1, 1, `${said} (${error.message})`, 'bundle');
  for (const e of error.errors) report.error(e.file ?? display, e.line, e.column, `${said}: ${e.message}`, 'bundle');
}

/**
 * Bundles the site's pages and components into a folder that is thrown away, for a build that
 * stops on other errors (`compat`): a file that does not bundle is reported with them.
 */
export async function checkBundle(run: BuildRun, appCacheDir: string | null, inputs: BundleInputs) {
  const dir = mkdtempSync(join(tmpdir(), 'bundle-check-'));
  try {
    await startClientBundle(dir, appCacheDir, inputs).finish();
  } catch (e) {
    if (!(e instanceof BundleFailed)) throw e;
    reportBundleFailure(run.report, run.display, e);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Whether the site's `BlogPostPage/StructuredData` swizzle replaces the post's JSON-LD: it does not draw its original (chrome-use.ts). */
function replacesPostStructuredData(contentRoot: string, themePaths: string[]): boolean {
  const file = themeComponents(siteThemeFolders(contentRoot, themePaths)).get('BlogPostPage/StructuredData');
  return file !== undefined && !drawsOriginal(file, 'BlogPostPage/StructuredData');
}
