/**
 * Browser storage that never throws. When storage is blocked (privacy settings, sandboxed frames)
 * each feature falls back to its default and one console warning says why.
 */
let warned = false;

function warn(error: unknown) {
  if (warned) return;
  warned = true;
  console.warn('Browser storage is unavailable; settings will not be remembered.', error);
}

export function readStorage(kind: 'local' | 'session', key: string): string | null {
  try {
    return (kind === 'local' ? window.localStorage : window.sessionStorage).getItem(key);
  } catch (error) {
    warn(error);
    return null;
  }
}

export function writeStorage(kind: 'local' | 'session', key: string, value: string | null): boolean {
  try {
    const s = kind === 'local' ? window.localStorage : window.sessionStorage;
    if (value === null) s.removeItem(key);
    else s.setItem(key, value);
    return true;
  } catch (error) {
    warn(error);
    return false;
  }
}
