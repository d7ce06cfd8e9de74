/**
 * Warm rebuild after editing one page: the time from saving the file until the page's updated
 * chunk is written. Strategies plug in here, the first available one is used: `npm run dev`'s
 * incremental pass (its `DevSite`, chunks written to memory, which is where the dev server serves
 * them from), and a full pipeline rebuild to disk, the fallback, for comparison.
 */
import { appendFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
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

/** An edit that changes the page's chunk: a new paragraph at the end. */
export function editPage(ctx: WarmRebuildContext, n: number) {
  appendFileSync(join(ctx.contentDir, ctx.file), `\nAn edited paragraph for the warm rebuild, number ${n}.\n`);
}

/** The whole pipeline again (content only, no Vite: an edit does not change the app bundle). */
export const fullPipelineRebuild: WarmRebuild = {
  label: 'full pipeline rebuild to disk',
  available: () => true,
  async measure(ctx) {
    editPage(ctx, 1);
    const result = await runMeasured(process.execPath, ['bin/mdx-docsite.mjs', 'build', '--content', ctx.contentDir, '--out', ctx.outDir, '--no-app'], {
      cwd: ctx.repoRoot,
    });
    if (result.code !== 0) throw new Error(`rebuild failed:\n${result.output}`);
    return result.wallMs;
  },
};

/**
 * `npm run dev` as a writer uses it (bench/dev-rebuild.ts, the author workflow's own benchmark):
 * the dev server over a copy of the corpus, the page open in Chromium, five edits to the page. The
 * figure is the median server pass, from the saved file to the route's new chunk in the dev
 * output (memory, where the dev server serves it from); `lastSaveToScreenMs` adds the HMR message
 * and the re-render.
 */
export function devServerRebuild(): WarmRebuild & { lastSaveToScreenMs: number | null } {
  return {
    label: 'npm run dev: save → new chunk (server pass, median of 5)',
    lastSaveToScreenMs: null,
    available: (ctx) => existsSync(join(ctx.repoRoot, 'bench/dev-rebuild.ts')),
    async measure(ctx) {
      const { measureDevRebuild } = await import('../dev-rebuild.js');
      const result = await measureDevRebuild({ contentRoot: ctx.contentDir, file: ctx.file, route: ctx.route, rounds: 5 });
      this.lastSaveToScreenMs = result.medianMs;
      return result.serverMedianMs;
    },
  };
}

/** In order of preference: the first available strategy is used. */
export const warmRebuildStrategies: WarmRebuild[] = [devServerRebuild(), fullPipelineRebuild];
