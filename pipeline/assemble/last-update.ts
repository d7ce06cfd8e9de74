/** Last updates from git and front matter, remembering the files git has none for (one warning names how many). */
import type { AssembleContext } from './types.js';

/** What a plugin shows (Docusaurus's `showLastUpdateTime` and `showLastUpdateAuthor` of the docs, blog or pages plugin). */
export interface LastUpdateShown {
  showLastUpdateTime: boolean;
  showLastUpdateAuthor: boolean;
}

/** A chunk's last update: `lastUpdatedBy` is left out when there is none, so a chunk without one keeps its bytes. */
export interface LastUpdateFields {
  lastUpdatedAt: string | null;
  lastUpdatedBy?: string;
}

export interface LastUpdates {
  /**
   * The file's last update as its plugin shows it, as Docusaurus's `readLastUpdateData` reads it:
   * nothing unless the option is on; front matter `last_update.date` / `.author` before git's, each
   * on its own (a date in front matter and the author from git, or the other way round).
   */
  of(path: string, frontMatter: Record<string, unknown>, shown: LastUpdateShown | null | undefined): LastUpdateFields;
  /** Warns once when some files have no history. */
  report(): void;
}

export function lastUpdates(ctx: AssembleContext): LastUpdates {
  const missing: string[] = [];
  const history = (path: string) => {
    const update = ctx.inputs.lastUpdate.get(path);
    if (!update && !missing.includes(path)) missing.push(path);
    return update;
  };
  return {
    of(path, frontMatter, shown) {
      if (!shown || (!shown.showLastUpdateTime && !shown.showLastUpdateAuthor)) return { lastUpdatedAt: null };
      const own = frontMatterLastUpdate(frontMatter.last_update, (message) => ctx.report.warn(ctx.at(path), 1, 1, message, 'last-update'));
      // git is asked only for what the front matter does not give.
      const lastUpdatedAt = shown.showLastUpdateTime ? (own.at ?? history(path)?.at ?? null) : null;
      const by = shown.showLastUpdateAuthor ? (own.by ?? history(path)?.by) : undefined;
      return by ? { lastUpdatedAt, lastUpdatedBy: by } : { lastUpdatedAt };
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

/**
 * Front matter `last_update: { date, author }` (Docusaurus's `FrontMatterLastUpdateSchema`): the
 * date as an ISO time (YAML gives an unquoted date as a Date, a quoted one as text), the author as
 * given. A date that is no date is reported and left to git.
 */
export function frontMatterLastUpdate(value: unknown, warn: (message: string) => void = () => {}): { at?: string; by?: string } {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    warn('front matter `last_update` must be an object with a `date` and/or an `author`');
    return {};
  }
  const { date, author } = value as { date?: unknown; author?: unknown };
  const out: { at?: string; by?: string } = {};
  if (date !== undefined && date !== null) {
    const time = date instanceof Date ? date : typeof date === 'string' || typeof date === 'number' ? new Date(date) : null;
    if (time && !Number.isNaN(time.getTime())) out.at = time.toISOString();
    else warn(`front matter \`last_update.date\` is not a date: ${JSON.stringify(date)}`);
  }
  if (typeof author === 'string' && author) out.by = author;
  return out;
}
