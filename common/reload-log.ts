/**
 * The log of the reloads the SPA triggered to heal a stale deploy, kept in the tab's session
 * storage: the reload guard (`web/app/reload-guard.ts`) decides from it, and the browser tests read
 * it back to count what the page itself did (a page load the test sees is not always the app's).
 */

/** The session-storage key of the log (a JSON array of {@link ReloadRecord}). */
export const RELOAD_LOG_KEY = 'app-reloads';

/**
 * Why the app reloaded the page: a route's data (its chunk, sidebar, route-table shard) could not be
 * fetched; a lazily imported JS chunk could not be (`vite:preloadError`); boot.json speaks another
 * contract version than the page's code.
 */
export type ReloadReason = 'route-data' | 'js-chunk' | 'contract';

/** One reload the app triggered. */
export interface ReloadRecord {
  reason: ReloadReason;
  /** The route path (without the base URL) whose load failed. */
  path: string;
  /**
   * The deploy the page ran when it failed (boot.json's `buildId`; '' when boot.json itself had not
   * loaded). For 'contract': the build id of the data of the other contract.
   */
  build: string;
  /** `Date.now()` when the reload was decided. */
  at: number;
}

const REASONS: readonly string[] = ['route-data', 'js-chunk', 'contract'] satisfies ReloadReason[];

/** The log as stored; anything unreadable counts as no record (the next reload rewrites it). */
export function parseReloadLog(raw: string | null): ReloadRecord[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

function isRecord(value: unknown): value is ReloadRecord {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  return typeof r.reason === 'string' && REASONS.includes(r.reason) && typeof r.path === 'string' && typeof r.build === 'string' && typeof r.at === 'number';
}
