import { readStorage, writeStorage } from './storage';

const KEY = 'chunk-reload';
/** A reload attempted within this window for the same path counts as "already tried". */
const WINDOW_MS = 60_000;

/**
 * Decides whether a failed route load may hard-reload the page: once per path within a minute, so
 * a stale deploy heals itself but a persistent failure cannot loop.
 */
export function mayReload(previous: string | null, path: string, now: number): boolean {
  if (!previous) return true;
  const [at, prevPath] = previous.split('|');
  return prevPath !== path || now - Number(at) > WINDOW_MS;
}

/** Reloads once for this path; returns false when the guard says a reload was already tried. */
export function reloadOnce(path: string): boolean {
  const now = Date.now();
  if (!mayReload(readStorage('session', KEY), path, now)) return false;
  // Without storage the guard cannot be kept across the reload, so don't risk a loop.
  if (!writeStorage('session', KEY, `${now}|${path}`)) return false;
  hardReload();
  return true;
}

const CONTRACT_KEY = 'contract-reload';

/**
 * Data of another contract version than the bundle's: reload once per build id of that data. A
 * second mismatch with the same build means a reload cannot help (the deploy itself is mixed).
 */
export function mayReloadForContract(previous: string | null, buildId: string): boolean {
  return previous !== buildId;
}

/** Reloads once for this build's data; false when that was already tried (or storage is off). */
export function reloadForContract(buildId: string): boolean {
  if (!mayReloadForContract(readStorage('session', CONTRACT_KEY), buildId)) return false;
  if (!writeStorage('session', CONTRACT_KEY, buildId)) return false;
  hardReload();
  return true;
}

function hardReload(): void {
  // Not before the page's own load has finished: a prerendered page can fail its first route load
  // while images are still loading, and a reload then would cut that load short.
  if (document.readyState === 'complete') window.location.reload();
  else window.addEventListener('load', () => window.location.reload(), { once: true });
}
