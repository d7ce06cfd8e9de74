import type { ReloadRecord } from '../../common/reload-log';

/**
 * The reload guard's decisions, kept pure: a page whose deploy went stale reloads to heal itself,
 * but never twice for the same failure, whatever the order and speed in which failures arrive.
 * `reload.ts` applies them (the session's log, the reload itself).
 */

export type ReloadRequest = Omit<ReloadRecord, 'at'>;

/**
 * 'reload': reload (and record it); 'pending': a reload is already under way in this document and
 * serves this failure too; 'refuse': this failure was reloaded for already, show the error.
 */
export type ReloadDecision = 'reload' | 'pending' | 'refuse';

/**
 * A path reloaded within this window is not reloaded again even if the deploy changed meanwhile: a
 * new deploy that lacks the same file cannot be healed by another reload right away.
 */
export const RELOAD_WINDOW_MS = 60_000;

/** The log keeps the newest records only: each needs a reload of its own, so it grows slowly. */
export const RELOAD_LOG_LIMIT = 50;

/**
 * At most one reload per failed path and deploy (and per path within a minute), and one per build
 * of data of another contract. Every record counts, not only the newest: a page that failed on A,
 * then on B, then on A again does not reload for A twice. Within one document, a failure while a
 * reload is already scheduled (a hover prefetch and the click failing together, a second failure
 * before the page's `load` event fires the reload) joins that reload rather than recording another.
 */
export function decideReload(log: readonly ReloadRecord[], pending: boolean, request: ReloadRequest, now: number): ReloadDecision {
  if (pending) return 'pending';
  return log.some((record) => covers(record, request, now)) ? 'refuse' : 'reload';
}

function covers(record: ReloadRecord, request: ReloadRequest, now: number): boolean {
  if (request.reason === 'contract') return record.reason === 'contract' && record.build === request.build;
  // A missing route chunk and a missing JS chunk of the same page are one stale deploy.
  if (record.reason === 'contract' || record.path !== request.path) return false;
  return record.build === request.build || now - record.at <= RELOAD_WINDOW_MS;
}

/** The log with a new record, trimmed to the newest `RELOAD_LOG_LIMIT`. */
export function appendReload(log: readonly ReloadRecord[], record: ReloadRecord): ReloadRecord[] {
  return [...log, record].slice(-RELOAD_LOG_LIMIT);
}
