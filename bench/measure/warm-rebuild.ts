/**
 * Warm rebuild after editing one page: the time from saving the file until the page's updated
 * chunk is on disk. Strategies plug in here: today the only one is a full pipeline rebuild; when
 * `npm run dev` (incremental rebuilds) lands, add a strategy that starts the watcher in `start`,
 * edits the file in `measure` and resolves when `waitForChunkChange` sees the new chunk, then
 * list it first in `warmRebuildStrategies` so the bench picks it up.
 */
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { runMeasured } from './process.js';

export interface WarmRebuildContext {
  repoRoot: string;
  contentDir: string;
  outDir: string;
  /** The page to edit, relative to contentDir, and its route. */
  file: string;
  route: string;
}

export interface WarmRebuild {
  /** Printed next to the figure, so a full rebuild is never mistaken for an incremental one. */
  label: string;
  available(ctx: WarmRebuildContext): boolean;
  start?(ctx: WarmRebuildContext): Promise<void>;
  /** Edits the page and returns the milliseconds until its updated chunk is written. */
  measure(ctx: WarmRebuildContext): Promise<number>;
  stop?(): Promise<void>;
}

/** The chunk file the manifest names for `route`, or null. */
export function chunkFor(outDir: string, route: string): string | null {
  const path = join(outDir, 'manifest.json');
  if (!existsSync(path)) return null;
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as { routes: Record<string, { chunk: string }> };
  return manifest.routes[route]?.chunk ?? null;
}

/** Resolves with the time (performance.now()) at which `route`'s chunk differs from `before`. */
export async function waitForChunkChange(outDir: string, route: string, before: string | null, timeoutMs = 120_000): Promise<number> {
  const end = performance.now() + timeoutMs;
  for (;;) {
    const now = chunkFor(outDir, route);
    if (now && now !== before && existsSync(join(outDir, now.replace(/^\//, '')))) return performance.now();
    if (performance.now() > end) throw new Error(`no new chunk for ${route} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** An edit that changes the page's chunk: a new paragraph at the end. */
export function editPage(ctx: WarmRebuildContext, n: number) {
  appendFileSync(join(ctx.contentDir, ctx.file), `\nAn edited paragraph for the warm rebuild, number ${n}.\n`);
}

/** The whole pipeline again (content only, no Vite: an edit does not change the app bundle). */
export const fullPipelineRebuild: WarmRebuild = {
  label: 'full pipeline rebuild (no incremental dev mode yet)',
  available: () => true,
  async measure(ctx) {
    editPage(ctx, 1);
    const result = await runMeasured(
      join(ctx.repoRoot, 'node_modules/.bin/tsx'),
      ['pipeline/build.ts', '--content', ctx.contentDir, '--out', ctx.outDir, '--no-app'],
      { cwd: ctx.repoRoot },
    );
    if (result.code !== 0) throw new Error(`rebuild failed:\n${result.output}`);
    return result.wallMs;
  },
};

/** In order of preference: the first available strategy is used. */
export const warmRebuildStrategies: WarmRebuild[] = [fullPipelineRebuild];
