/** Last-update times from git, remembering the files that have none (one warning names how many). */
import type { AssembleContext } from './types.js';

export interface LastUpdates {
  of(path: string): string | null;
  /** Warns once when some files have no history. */
  report(): void;
}

export function lastUpdates(ctx: AssembleContext): LastUpdates {
  const missing: string[] = [];
  return {
    of(path) {
      const time = ctx.inputs.lastUpdate.get(path) ?? null;
      if (!time) missing.push(path);
      return time;
    },
    report() {
      if (missing.length)
        ctx.report.warn(
          ctx.inputs.display,
          1,
          1,
          `${missing.length} file(s) have no git history, so they show no last-update date (first: ${missing[0]})`,
          'last-update',
        );
    },
  };
}
