import { readStorage, writeStorage } from './storage';

export type ColorMode = 'light' | 'dark';
/** Also read by web/public/color-mode.js, which applies the stored mode before first paint. */
export const COLOR_MODE_KEY = 'theme';
export const COLOR_MODE_EVENT = 'colormodechange';

/** The mode on the page now (set before paint by color-mode.js). Call from effects and handlers only. */
export function currentMode(): ColorMode {
  return document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';
}

export function storedMode(): ColorMode | null {
  const value = readStorage('local', COLOR_MODE_KEY);
  return value === 'light' || value === 'dark' ? value : null;
}

/** Applies a mode; `remember` stores it (a reader's explicit choice), system changes are not stored. */
export function applyMode(mode: ColorMode, remember: boolean): void {
  document.documentElement.setAttribute('data-theme', mode);
  if (remember) writeStorage('local', COLOR_MODE_KEY, mode);
  window.dispatchEvent(new CustomEvent(COLOR_MODE_EVENT, { detail: mode }));
}
