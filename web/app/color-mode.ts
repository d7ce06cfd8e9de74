import { readStorage, writeStorage } from './storage';

export type ColorMode = 'light' | 'dark';
/** What the reader chose: a mode, or to follow the system (Docusaurus 3.8+'s `data-theme-choice`). */
export type ColorModeChoice = ColorMode | 'system';
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
  // A mode not chosen (the system's) goes to theme-common as no choice, so it is not stored there.
  window.dispatchEvent(new CustomEvent(COLOR_MODE_EVENT, { detail: __CHROME_SYSTEM_COLOR_MODE__ && !remember ? null : mode }));
}

/** The reader's choice as the build (`system`), color-mode.js and the toggle wrote it on the page. */
export const currentChoice = () => document.documentElement.getAttribute('data-theme-choice') as ColorModeChoice;

/** theme-classic 3.8+'s order with the system mode: light → dark → system → light. */
export const nextChoice = (choice: ColorModeChoice): ColorModeChoice => (choice === 'light' ? 'dark' : choice === 'dark' ? 'system' : 'light');

/** Applies a choice: a mode is stored as before; the system's clears the stored one and shows the system's mode. */
export function applyChoice(choice: ColorModeChoice): void {
  const system = choice === 'system';
  document.documentElement.setAttribute('data-theme-choice', choice);
  if (system) writeStorage('local', COLOR_MODE_KEY, null);
  applyMode(system ? (window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light') : choice, !system);
}
