/**
 * `npm run bench [-- --sizes 500,2000] [--peer docusaurus] [--no-warm] [--report]`: generates the seeded corpora, builds
 * each with this pipeline (and with Docusaurus 3.5.2 for up to 2,000 pages when asked), prints the
 * figures as a table and merges them into .bench/results.json. Figures, never pass/fail.
 * `--site <folder> [--runs 2]` measures a real site folder instead (bench/measure/real-site.ts).
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { generateCorpus, type Corpus } from './corpus/generate.js';
import { runMeasured } from './measure/process.js';
import { folderSize, largestFile } from './measure/output.js';
import { measureFirstVisit, type FirstVisit } from './measure/first-visit.js';
import { measureSearch, type SearchFigures } from './measure/search.js';
import { serveStatic } from './measure/static-server.js';
import { warmRebuildStrategies } from './measure/warm-rebuild.js';
import { buildSite, ensureDocusaurus, prepareSite, DOCUSAURUS_VERSION } from './peer/docusaurus.js';
import { machine } from './machine.js';
import { formatSiteFigures, measureRealSite } from './measure/real-site.js';
import { formatTable, type RunFigures } from './table.js';
import { startServer } from '../server/serve.js';

const repoRoot = resolve(import.meta.dirname, '..');
const benchDir = join(repoRoot, '.bench');
const args = process.argv.slice(2);
const value = (flag: string) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
const sizes = (value('--sizes') ?? '500,2000,10000').split(',').map(Number);
const peer = value('--peer');
// The warm figure starts dev mode (a full in-memory build first): skippable on the big corpora.
const warm = !args.includes('--no-warm');
const site = value('--site');
if (site) {
  // A real site folder instead of the corpora: `--runs` cold builds of each tool side by side, then a warm one.
  const figures = await measureRealSite(repoRoot, site, { peer, runs: Number(value('--runs') ?? 2), warm });
  console.log(formatSiteFigures(site, figures));
  process.exit(figures.every((f) => f.code === 0) ? 0 : 1);
}
if (sizes.some((n) => !Number.isInteger(n) || n < 50)) fail(`--sizes takes page counts of at least 50, comma-separated (got "${value('--sizes')}")`);
if (peer !== undefined && peer !== 'docusaurus') fail(`--peer takes "docusaurus" (got "${peer}")`);
const PEER_MAX_PAGES = 2000;

mkdirSync(benchDir, { recursive: true });
const resultsPath = join(benchDir, 'results.json');
const stored = existsSync(resultsPath) ? (JSON.parse(readFileSync(resultsPath, 'utf8')) as { machine: ReturnType<typeof machine>; runs: RunFigures[] }) : null;
const previous = stored?.runs ?? [];
const runs = new Map(previous.map((r) => [r.pages, r]));
if (args.includes('--report')) {
  // Print the stored figures again (for BENCHMARKS.md) without building anything.
  console.log(
    formatTable(
      [...runs.values()].sort((a, b) => a.pages - b.pages),
      machine(),
    ),
  );
  process.exit(0);
}

for (const pages of sizes) {
  console.error(`\n== ${pages} pages: generating the corpus`);
  const corpus = generateCorpus(join(benchDir, `corpus-${pages}`), { pages });
  const figures: RunFigures = {
    pages,
    docs: corpus.docs,
    posts: corpus.posts,
    samplePath: corpus.samplePath,
    date: new Date().toISOString(),
    ours: await measureOurs(corpus, pages),
  };
  if (peer === 'docusaurus' && pages <= PEER_MAX_PAGES) figures.docusaurus = await measureDocusaurus(corpus, pages);
  else if (peer === 'docusaurus') console.error(`   Docusaurus is built for up to ${PEER_MAX_PAGES} pages only; skipped at ${pages}`);
  else if (runs.get(pages)?.docusaurus) figures.docusaurus = { date: runs.get(pages)!.date, ...runs.get(pages)!.docusaurus! }; // kept from the earlier run, with its date
  runs.set(pages, figures);
  writeFileSync(resultsPath, `${JSON.stringify({ machine: machine(), runs: [...runs.values()].sort((a, b) => a.pages - b.pages) }, null, 2)}\n`);
}

console.log(
  formatTable(
    sizes.map((n) => runs.get(n)!),
    machine(),
  ),
);
console.log(`\nfigures written to ${join('.bench', 'results.json')}`);

async function measureOurs(corpus: Corpus, pages: number): Promise<RunFigures['ours']> {
  const outDir = join(benchDir, `out-${pages}`);
  rmSync(outDir, { recursive: true, force: true });
  console.error('   this pipeline: cold build');
  const cold = await runMeasured(process.execPath, ['bin/mdx-docsite.mjs', 'build', '--content', corpus.dir, '--out', outDir], { cwd: repoRoot });
  if (cold.code !== 0) fail(`the build of ${pages} pages failed:\n${cold.output}`);
  const output = folderSize(outDir);
  const largestChunk = largestFile(join(outDir, '_data'));

  const server = await startServer({ dir: outDir, port: 0 });
  const address = server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  let firstVisit: FirstVisit;
  let search: SearchFigures | null;
  try {
    console.error('   this pipeline: first visit and search in Chromium');
    firstVisit = await measureFirstVisit(baseUrl, corpus.samplePath);
    search = await measureSearch(baseUrl, outDir, corpus.samplePath);
  } finally {
    server.close();
  }

  // Last: the fallback strategy (a full rebuild) replaces the output without the app bundle.
  const ctx = { repoRoot, contentDir: corpus.dir, outDir, file: corpus.sampleFile, route: corpus.samplePath };
  const strategy = warmRebuildStrategies.find((s) => s.available(ctx))!;
  let warmMs: number | null = null;
  let saveToScreenMs: number | null = null;
  if (warm) {
    console.error(`   this pipeline: warm rebuild (${strategy.label})`);
    await strategy.start?.(ctx);
    warmMs = await strategy.measure(ctx).finally(() => strategy.stop?.());
    saveToScreenMs = (strategy as { lastSaveToScreenMs?: number | null }).lastSaveToScreenMs ?? null;
  }

  // The pipeline's own stage timings ("load 123 ms, compile 456 ms, …"), to see where the time goes:
  // the entries of the build line that are a stage's name and its time, not a stage's details.
  const timings = /^built .*? \((load .*)\)$/m.exec(cold.output)?.[1] ?? '';
  const stages = Object.fromEntries(
    timings
      .split(', ')
      .map((entry) => /^(\w+) (\d+) ms$/.exec(entry))
      .filter((m) => m !== null)
      .map((m) => [m[1]!, Number(m[2])]),
  );
  return {
    coldMs: cold.wallMs,
    stages,
    peakRssBytes: cold.peakRssBytes,
    warmMs,
    saveToScreenMs,
    warmLabel: strategy.label,
    outputBytes: output.bytes,
    outputFiles: output.files,
    largestChunk,
    firstVisitGz: firstVisit.gz,
    firstVisitFiles: firstVisit.files,
    search,
  };
}

async function measureDocusaurus(corpus: Corpus, pages: number): Promise<NonNullable<RunFigures['docusaurus']>> {
  const peerDir = join(benchDir, 'peer-docusaurus');
  ensureDocusaurus(peerDir);
  const site = prepareSite(corpus, peerDir, `site-${pages}`);
  const outDir = join(peerDir, `out-${pages}`);
  console.error(`   Docusaurus ${DOCUSAURUS_VERSION}: cold build`);
  const cold = await buildSite(peerDir, site, outDir);
  if (cold.code !== 0) fail(`Docusaurus failed on ${pages} pages:\n${cold.output.slice(-4000)}`);
  const output = folderSize(outDir);
  const { server, baseUrl } = await serveStatic(outDir);
  try {
    console.error(`   Docusaurus ${DOCUSAURUS_VERSION}: first visit in Chromium`);
    const visit = await measureFirstVisit(baseUrl, corpus.samplePath);
    return {
      version: DOCUSAURUS_VERSION,
      date: new Date().toISOString(),
      coldMs: cold.wallMs,
      peakRssBytes: cold.peakRssBytes,
      outputBytes: output.bytes,
      outputFiles: output.files,
      firstVisitGz: visit.gz,
      firstVisitFiles: visit.files,
    };
  } finally {
    server.close();
  }
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
