/**
 * A real site folder (not a generated corpus), built by this pipeline and, with `--peer docusaurus`,
 * by the Docusaurus the folder itself has installed (`node_modules/.bin/docusaurus`): with webpack
 * as its config says, and with Docusaurus Faster (Rspack, SWC, SSG in worker threads) when
 * `@docusaurus/faster` is installed in the site. One after the other on the same files. Cold builds
 * start without any cache; a warm build follows a build of the same files after one doc changed:
 * first into the same output folder, as a second `npm run build` on one's machine, then (another
 * change) into a new, empty one, as on a host that keeps the build cache but not the output.
 * Each figure carries the load average read just before it started, because the machines are
 * shared and a figure taken on a busy machine does not compare.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { runMeasured, type Measured } from './process.js';
import { loadContentLayout } from '../../docusaurus/node/config/layout.js';

export interface SiteBuildFigure {
  tool: string;
  /** `cold` (no cache), `warm` (after one doc changed, into the last build's output folder), `warm, new output` (into an empty one). */
  kind: 'cold' | 'warm' | 'warm, new output';
  run: number;
  wallMs: number;
  peakRssBytes: number;
  /** 1-minute load average just before the run. */
  load: number;
  code: number | null;
}

interface Build {
  tool: string;
  command: string;
  args: (out: string) => string[];
  cwd: string;
  /** Removes every cache the tool keeps, so the next build is cold. */
  clearCache: () => void;
}

const load = () => Math.round(loadavg()[0]! * 100) / 100;

/** One build into `out` (a new folder, removed after, when not given). */
async function measured(build: Build, kind: SiteBuildFigure['kind'], run: number, out?: string): Promise<SiteBuildFigure> {
  const dir = out ?? mkdtempSync(join(tmpdir(), 'bench-site-'));
  const before = load();
  console.error(`   ${build.tool}, ${kind} run ${run} (load ${before})`);
  const result: Measured = await runMeasured(build.command, build.args(dir), { cwd: build.cwd });
  if (result.code !== 0) console.error(`${build.tool} exited ${result.code}:\n${result.output.slice(-3000)}`);
  if (!out) rmSync(dir, { recursive: true, force: true });
  return { tool: build.tool, kind, run, wallMs: result.wallMs, peakRssBytes: result.peakRssBytes, load: before, code: result.code };
}

/**
 * The first Markdown file of the site's docs, in path order: the one doc a warm build sees changed.
 * The docs folder is the one the site's config names (`path: '../docs'` keeps it outside the site).
 */
async function firstDoc(siteDir: string): Promise<string> {
  const walk = (dir: string): string | undefined => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isFile() && /\.mdx?$/.test(entry.name)) return path;
      if (entry.isDirectory()) {
        const found = walk(path);
        if (found) return found;
      }
    }
    return undefined;
  };
  const docsDir = (await loadContentLayout(siteDir)).docs[0]?.dir ?? join(siteDir, 'docs');
  const doc = existsSync(docsDir) ? walk(docsDir) : undefined;
  if (!doc) throw new Error(`no Markdown file under ${docsDir} to change for a warm build`);
  return doc;
}

/**
 * Cold runs, then (when asked) one priming build and two measured builds, each after a doc changed:
 * into the priming build's output folder, then into a new one.
 */
async function measureTool(build: Build, runs: number, warm: boolean, doc: string): Promise<SiteBuildFigure[]> {
  const figures: SiteBuildFigure[] = [];
  for (let run = 1; run <= runs; run++) {
    build.clearCache();
    figures.push(await measured(build, 'cold', run));
  }
  if (!warm) return figures;
  build.clearCache();
  const out = mkdtempSync(join(tmpdir(), 'bench-site-'));
  const original = readFileSync(doc, 'utf8');
  try {
    const prime = await measured(build, 'cold', 0, out);
    if (prime.code !== 0) return [...figures, prime];
    writeFileSync(doc, `${original}\n\nA sentence added by the warm-build benchmark.\n`);
    figures.push(await measured(build, 'warm', 1, out));
    writeFileSync(doc, `${original}\n\nAnother sentence added by the warm-build benchmark.\n`);
    figures.push(await measured(build, 'warm, new output', 1));
  } finally {
    writeFileSync(doc, original);
    rmSync(out, { recursive: true, force: true });
  }
  return figures;
}

const CONFIG_NAMES = ['docusaurus.config.ts', 'docusaurus.config.mts', 'docusaurus.config.js', 'docusaurus.config.mjs', 'docusaurus.config.cjs'];

/**
 * A copy of the site's config with Docusaurus Faster turned on, as its docs say
 * (`future.faster: true`). The full `v4: true` also turns off the MDX compatibility real content
 * needs, so only the head-attribute cleanup Faster recommends is taken from v4.
 */
function writeFasterConfig(siteDir: string): string {
  const name = CONFIG_NAMES.find((n) => existsSync(join(siteDir, n)));
  if (!name) throw new Error(`no docusaurus.config.* in ${siteDir}`);
  const path = join(siteDir, 'docusaurus.bench-faster.config.mjs');
  writeFileSync(
    path,
    [
      // A function, not top-level await: Docusaurus loads configs through jiti, which compiles to CommonJS.
      `import imported from './${name}';`,
      `export default async function fasterConfig() {`,
      `  const config = typeof imported === 'function' ? await imported() : await imported;`,
      `  return { ...config, future: { ...config.future, faster: true, v4: { removeLegacyPostBuildHeadAttribute: true } } };`,
      `}`,
      '',
    ].join('\n'),
  );
  return path;
}

export async function measureRealSite(repoRoot: string, site: string, options: { peer?: string; runs: number; warm: boolean }): Promise<SiteBuildFigure[]> {
  const siteDir = resolve(site);
  const doc = await firstDoc(siteDir);
  const ours: Build = {
    tool: 'this pipeline',
    // As `npm run build` runs it, less npm's own start: the compiled pipeline (pipeline/run.mjs).
    command: process.execPath,
    args: (out) => ['bin/mdx-docsite.mjs', 'build', '--content', siteDir, '--out', out],
    cwd: repoRoot,
    // The build cache (README "Build cache and threads"): documents, compiled documents, bundles, search indexes, page Markdown, feeds, pages, social cards, resized images.
    clearCache: () => {
      for (const dir of ['compile', 'app', 'ssr', 'search', 'markdown', 'feeds', 'prerender', 'social-cards', 'images', 'output'])
        rmSync(join(repoRoot, '.cache', dir), { recursive: true, force: true });
    },
  };
  const figures = await measureTool(ours, options.runs, options.warm, doc);
  if (options.peer !== 'docusaurus') return figures;

  const bin = join(siteDir, 'node_modules/.bin/docusaurus');
  if (!existsSync(bin)) throw new Error(`${bin} is missing: install the site's own dependencies first (npm install in ${siteDir})`);
  const clearDocusaurus = () => {
    rmSync(join(siteDir, '.docusaurus'), { recursive: true, force: true });
    rmSync(join(siteDir, 'node_modules/.cache'), { recursive: true, force: true });
  };
  // webpack builds are cold only: Docusaurus's webpack cache is not its fast path.
  const webpack: Build = { tool: 'Docusaurus (webpack)', command: bin, args: (out) => ['build', '--out-dir', out], cwd: siteDir, clearCache: clearDocusaurus };
  figures.push(...(await measureTool(webpack, options.runs, false, doc)));
  if (!existsSync(join(siteDir, 'node_modules/@docusaurus/faster'))) {
    console.error(`   @docusaurus/faster is not installed in ${siteDir}: Docusaurus Faster skipped`);
    return figures;
  }
  const config = writeFasterConfig(siteDir);
  try {
    const faster: Build = {
      tool: 'Docusaurus Faster',
      command: bin,
      args: (out) => ['build', '--config', config, '--out-dir', out],
      cwd: siteDir,
      clearCache: clearDocusaurus,
    };
    figures.push(...(await measureTool(faster, options.runs, options.warm, doc)));
  } finally {
    rmSync(config, { force: true });
  }
  return figures;
}

export function formatSiteFigures(site: string, figures: SiteBuildFigure[]): string {
  const rows = figures
    .filter((f) => f.run > 0)
    .map(
      (f) =>
        `| ${f.tool} | ${f.kind} ${f.run} | ${(f.wallMs / 1000).toFixed(1)} s | ${(f.peakRssBytes / 2 ** 30).toFixed(2)} GB | ${f.load} | ${f.code === 0 ? 'ok' : `exit ${f.code}`} |`,
    );
  return [`${site}`, '', '| build | run | wall | peak RSS (process tree) | load avg before | result |', '|---|---|---|---|---|---|', ...rows].join('\n');
}
