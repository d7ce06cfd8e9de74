/**
 * The pipeline's one entry: content → typed documents → HAST JSON → route chunks, sidebars, blog
 * metadata and the manifest, then the SPA bundle, written to a temporary folder and swapped into
 * place only when the whole build succeeded.
 *
 *   tsx pipeline/build.ts [--content <dir> | --config <site.config.ts>] [--out <dir>] [--no-app] [--preview]
 */
import { existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import type { Manifest, RouteChunk } from './contract.js';
import { Report } from './validate/report.js';
import { collectDocuments } from './content/collect.js';
import { createLinkResolver } from './routes/links.js';
import { OutputWriter } from './emit/writer.js';
import { mapLimit } from './util/map-limit.js';
import { assignRoutes } from './stages/routes.js';
import { compileEntry, reportCompileMessages } from './stages/compile.js';
import { assembleSite } from './stages/assemble.js';
import { loadSiteInputs } from './stages/inputs.js';
import { emitSite, emitSteps } from './stages/emit.js';
import type { SiteModel } from './stages/assemble.js';
import { matchRoute } from '../common/paths.js';
import { readContentRedirects } from './emit/netlify.js';
import { siteFilesStep } from './emit/site-files.js';
import { prerender } from './prerender/index.js';
import { writeSchemas } from './schema/write.js';
import { resolveContentRoot } from './config/load.js';
import { generatedDir, writeLocalComponents, writeSitePages } from './emit/local-components.js';
import { loadContentLayout } from './config/docusaurus/layout.js';
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
}

export interface BuildResult {
  ok: boolean;
  report: Report;
  manifest: Manifest | null;
  timings: Record<string, number>;
}

/** The stages live in `stages/` (shared with dev mode, `dev/`); this runs them once, in order. */
export async function build(options: BuildOptions): Promise<BuildResult> {
  const timings: Record<string, number> = {};
  const mark = (name: string, start: number) => (timings[name] = Math.round(performance.now() - start));
  const report = new Report();
  const contentRoot = resolve(options.contentRoot);
  const display = relative(process.cwd(), contentRoot) || '.';
  const at = (p: string) => join(display, p);

  let t = performance.now();
  // Where docs, blog and pages are, from the docs/blog/pages options of docusaurus.config.*.
  const layout = await loadContentLayout(contentRoot);
  const sources = await collectDocuments(contentRoot, display, report, layout);
  mark('load', t);

  // Routes first: links resolve against them.
  const { docs, posts, fileToRoute } = assignRoutes(sources, report, at, layout, true);
  const resolveLink = createLinkResolver(fileToRoute);

  t = performance.now();
  const compiledDocs = await mapLimit(docs, 8, (d) => compileEntry(d.source, d.route, d.id.split('/').pop()!, resolveLink, contentRoot));
  const compiledPosts = await mapLimit(posts, 8, (p) => compileEntry(p.source, p.route, p.slug, resolveLink, contentRoot));
  for (const c of [...compiledDocs, ...compiledPosts]) reportCompileMessages(c, report, at);
  mark('compile', t);

  t = performance.now();
  const inputs = { ...(await loadSiteInputs(contentRoot, display, options.preview, false, options.configFile, layout)), previewOf: options.previewOf ?? null };
  const model = assembleSite(inputs, docs, compiledDocs, posts, compiledPosts, report);
  const contentRedirects = model ? readContentRedirects(contentRoot, at, report, isPageOf(model)) : '';
  mark('validate', t);

  if (report.errors.length > 0 || !model) {
    if (options.log) printReport(report);
    return { ok: false, report, manifest: null, timings };
  }

  t = performance.now();
  const writer = new OutputWriter(resolve(options.outDir));
  try {
    const manifest = await emitSite(model, writer, [...emitSteps, siteFilesStep(contentRedirects)]);
    await writeSchemas(writer);
    mark('emit', t);

    if (options.app) {
      t = performance.now();
      const generated = generatedDir(process.cwd(), contentRoot);
      writeLocalComponents(generated, Object.assign({}, ...model.entries.map((c) => c.compiled.localComponents)) as Record<string, LocalComponentEntry>);
      writeSitePages(generated, model.sitePages, model.blogPostList);
      await buildApp(writer.dir, contentRoot, { customCss: inputs.siteFile?.value.customCss ?? [], baseUrl: model.site.baseUrl });
      mark('app', t);
      t = performance.now();
      const chunks = new Map<string, RouteChunk>(model.routes.map((r) => [r.chunk.route, r.chunk]));
      const pages = await prerender({ outDir: writer.dir, manifest, chunks, blog: model.blog });
      mark('prerender', t);
      timings['prerender: bundle'] = pages.bundleMs;
      timings[`prerender: ${pages.pages} pages`] = pages.renderMs;
    }
    writer.commit();
    if (options.log) {
      printReport(report);
      console.log(`built ${docs.length} docs, ${posts.length} posts, ${Object.keys(manifest.routes).length} routes into ${relative(process.cwd(), resolve(options.outDir))} (${Object.entries(timings).map(([k, v]) => `${k} ${v} ms`).join(', ')})`);
    }
    return { ok: true, report, manifest, timings };
  } catch (error) {
    writer.abort();
    throw error;
  }
}

async function buildApp(outDir: string, contentRoot: string, site: { customCss: string[]; baseUrl: string }) {
  const { build: viteBuild } = await import('vite');
  process.env.CONTENT_ROOT = contentRoot;
  // Read by web/vite.config.ts: the site's stylesheets and the path the site is served under.
  process.env.SITE_CUSTOM_CSS = JSON.stringify(site.customCss);
  process.env.SITE_BASE_URL = site.baseUrl;
  await viteBuild({ configFile: resolve('web/vite.config.ts'), logLevel: 'warn', build: { outDir, emptyOutDir: false } });
}

/** A redirect target is fine when it is a route or a static file. */
function isPageOf(model: SiteModel): (path: string) => boolean {
  const routes = Object.fromEntries(model.routes.map((r) => [r.chunk.route, true]));
  return (path) => matchRoute(routes, path) !== null || existsSync(join(model.staticDir, path));
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

async function parseArgs(argv: string[]): Promise<BuildOptions> {
  const get = (flag: string) => {
    const i = argv.indexOf(flag);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  return {
    contentRoot: await resolveContentRoot({ content: get('--content'), config: get('--config'), env: process.env.CONTENT_ROOT }),
    configFile: get('--config'),
    outDir: get('--out') ?? 'build',
    app: !argv.includes('--no-app'),
    preview: argv.includes('--preview') || process.env.CONTEXT === 'deploy-preview' || process.env.CONTEXT === 'branch-deploy',
    previewOf: previewLabel(process.env),
    log: true,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await build(await parseArgs(process.argv.slice(2)));
  process.exit(result.ok ? 0 : 1);
}
