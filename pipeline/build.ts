/**
 * The pipeline's one entry: content → typed documents → HAST JSON → route chunks, sidebars, blog
 * metadata and the manifest, then the SPA bundle, written to a temporary folder and swapped into
 * place only when the whole build succeeded.
 *
 *   tsx pipeline/build.ts [--content <dir>] [--out <dir>] [--no-app] [--preview]
 */
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import type { Manifest } from './contract.js';
import { Report } from './validate/report.js';
import { collectDocuments } from './content/collect.js';
import { createLinkResolver } from './routes/links.js';
import { OutputWriter } from './emit/writer.js';
import { mapLimit } from './util/map-limit.js';
import { assignRoutes } from './stages/routes.js';
import { compileEntry, reportCompileMessages } from './stages/compile.js';
import { assembleSite } from './stages/assemble.js';
import { loadSiteInputs } from './stages/inputs.js';
import { emitSite } from './stages/emit.js';
import { writeSchemas } from './schema/write.js';

export interface BuildOptions {
  contentRoot: string;
  outDir: string;
  /** Also build the SPA bundle with Vite (off for pipeline-only tests). */
  app: boolean;
  preview: boolean;
  /** Print progress and the problem list. */
  log: boolean;
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
  const sources = await collectDocuments(contentRoot, display, report);
  mark('load', t);

  // Routes first: links resolve against them.
  const { docs, posts, fileToRoute } = assignRoutes(sources, report, at);
  const resolveLink = createLinkResolver(fileToRoute);

  t = performance.now();
  const compiledDocs = await mapLimit(docs, 8, (d) => compileEntry(d.source, d.route, d.id.split('/').pop()!, resolveLink));
  const compiledPosts = await mapLimit(posts, 8, (p) => compileEntry(p.source, p.route, p.slug, resolveLink));
  for (const c of [...compiledDocs, ...compiledPosts]) reportCompileMessages(c, report, at);
  mark('compile', t);

  t = performance.now();
  const inputs = await loadSiteInputs(contentRoot, display, options.preview);
  const model = assembleSite(inputs, docs, compiledDocs, posts, compiledPosts, report);
  mark('validate', t);

  if (report.errors.length > 0 || !model) {
    if (options.log) printReport(report);
    return { ok: false, report, manifest: null, timings };
  }

  t = performance.now();
  const writer = new OutputWriter(resolve(options.outDir));
  try {
    const manifest = await emitSite(model, writer);
    await writeSchemas(writer);
    mark('emit', t);

    if (options.app) {
      t = performance.now();
      await buildApp(writer.dir, contentRoot);
      mark('app', t);
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

async function buildApp(outDir: string, contentRoot: string) {
  const { build: viteBuild } = await import('vite');
  process.env.CONTENT_ROOT = contentRoot;
  await viteBuild({ configFile: resolve('web/vite.config.ts'), logLevel: 'warn', build: { outDir, emptyOutDir: false } });
}

export function printReport(report: Report) {
  if (report.problems.length) console.error(report.format());
  const e = report.errors.length;
  const w = report.warnings.length;
  if (e || w) console.error(`\n${e} error(s), ${w} warning(s)${e ? ': the build failed and the previous output was left untouched' : ''}`);
}

function parseArgs(argv: string[]): BuildOptions {
  const get = (flag: string) => {
    const i = argv.indexOf(flag);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  return {
    contentRoot: get('--content') ?? process.env.CONTENT_ROOT ?? 'content',
    outDir: get('--out') ?? 'build',
    app: !argv.includes('--no-app'),
    preview: argv.includes('--preview') || process.env.CONTEXT === 'deploy-preview' || process.env.CONTEXT === 'branch-deploy',
    log: true,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await build(parseArgs(process.argv.slice(2)));
  process.exit(result.ok ? 0 : 1);
}
