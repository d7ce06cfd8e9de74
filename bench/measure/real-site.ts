/**
 * A real site folder (not a generated corpus), built by this pipeline and, with `--peer docusaurus`,
 * by the Docusaurus the folder itself has installed (`node_modules/.bin/docusaurus`), one after the
 * other on the same files. Each figure carries the load average read just before it started, because
 * the machines are shared and a figure taken on a busy machine does not compare.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { runMeasured, type Measured } from './process.js';

export interface SiteBuildFigure {
  tool: string;
  run: number;
  wallMs: number;
  peakRssBytes: number;
  /** 1-minute load average just before the run. */
  load: number;
  code: number | null;
}

const load = () => Math.round(loadavg()[0]! * 100) / 100;

async function measured(tool: string, run: number, command: string, args: string[], cwd: string): Promise<SiteBuildFigure> {
  const before = load();
  const result: Measured = await runMeasured(command, args, { cwd });
  if (result.code !== 0) console.error(`${tool} exited ${result.code}:\n${result.output.slice(-3000)}`);
  return { tool, run, wallMs: result.wallMs, peakRssBytes: result.peakRssBytes, load: before, code: result.code };
}

export async function measureRealSite(repoRoot: string, site: string, options: { peer?: string; runs: number }): Promise<SiteBuildFigure[]> {
  const siteDir = resolve(site);
  const figures: SiteBuildFigure[] = [];
  for (let run = 1; run <= options.runs; run++) {
    const out = mkdtempSync(join(tmpdir(), 'bench-site-ours-'));
    console.error(`   this pipeline, run ${run} (load ${load()})`);
    figures.push(
      await measured('this pipeline', run, join(repoRoot, 'node_modules/.bin/tsx'), ['pipeline/build.ts', '--content', siteDir, '--out', out], repoRoot),
    );
    rmSync(out, { recursive: true, force: true });
  }
  if (options.peer === 'docusaurus') {
    const bin = join(siteDir, 'node_modules/.bin/docusaurus');
    if (!existsSync(bin)) throw new Error(`${bin} is missing: install the site's own dependencies first (npm install in ${siteDir})`);
    for (let run = 1; run <= options.runs; run++) {
      const out = mkdtempSync(join(tmpdir(), 'bench-site-docusaurus-'));
      // Docusaurus's own cache would make the second run a warm one; both runs are cold.
      rmSync(join(siteDir, '.docusaurus'), { recursive: true, force: true });
      rmSync(join(siteDir, 'node_modules/.cache'), { recursive: true, force: true });
      console.error(`   Docusaurus, run ${run} (load ${load()})`);
      figures.push(await measured('Docusaurus', run, bin, ['build', '--out-dir', out], siteDir));
      rmSync(out, { recursive: true, force: true });
    }
  }
  return figures;
}

export function formatSiteFigures(site: string, figures: SiteBuildFigure[]): string {
  const rows = figures.map(
    (f) =>
      `| ${f.tool} | ${f.run} | ${(f.wallMs / 1000).toFixed(1)} s | ${(f.peakRssBytes / 2 ** 30).toFixed(2)} GB | ${f.load} | ${f.code === 0 ? 'ok' : `exit ${f.code}`} |`,
  );
  return [`${site}`, '', '| build | run | wall | peak RSS (process tree) | load avg before | result |', '|---|---|---|---|---|---|', ...rows].join('\n');
}
