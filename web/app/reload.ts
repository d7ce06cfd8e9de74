import type { BootManifest } from '../../common/contract';
import { RELOAD_LOG_KEY, parseReloadLog, type ReloadReason } from '../../common/reload-log';
import { appendReload, decideReload, type ReloadRequest } from './reload-guard';
import { bootQuery, queryClient } from './query';
import { routePath } from './base-url';
import { readStorage, writeStorage } from './storage';

/** Set once this document has decided to reload: a later failure joins that reload (reload-guard.ts). */
let pending = false;

/**
 * A route's data or a JS chunk of the route at `path` (a route path, without the base URL) failed to
 * load: reload once for it on the deploy this page runs. True when the page is reloading (now or on
 * its `load` event), false when the guard refuses: show the error instead.
 */
export function reloadOnce(reason: Exclude<ReloadReason, 'contract'>, path: string): boolean {
  const boot = queryClient.getQueryData<BootManifest>(bootQuery.queryKey);
  return reloadFor({ reason, path, build: boot?.buildId ?? '' });
}

/**
 * Data of another contract version than the bundle's: reload once per build id of that data. A
 * second mismatch with the same build means a reload cannot help (the deploy itself is mixed).
 */
export function reloadForContract(buildId: string): boolean {
  return reloadFor({ reason: 'contract', path: routePath(window.location.pathname), build: buildId });
}

function reloadFor(request: ReloadRequest): boolean {
  const now = Date.now();
  const log = parseReloadLog(readStorage('session', RELOAD_LOG_KEY));
  const decision = decideReload(log, pending, request, now);
  if (decision !== 'reload') return decision === 'pending';
  // The record is the guard across the reload: without storage, don't risk a loop.
  if (!writeStorage('session', RELOAD_LOG_KEY, JSON.stringify(appendReload(log, { ...request, at: now })))) return false;
  pending = true;
  hardReload();
  return true;
}

function hardReload(): void {
  // Not before the page's own load has finished: a prerendered page can fail its first route load
  // while images are still loading, and a reload then would cut that load short.
  if (document.readyState === 'complete') window.location.reload();
  else window.addEventListener('load', () => window.location.reload(), { once: true });
}
