/**
 * The height of a diagram's box, reserved before mermaid has drawn it. The drawn size is known
 * only in the browser, so it is guessed from the source (one of three steps, set by CSS: no inline
 * style under the CSP) and kept: the SVG is scaled to fit, so the page never jumps.
 */
export type PlaceholderSize = 's' | 'm' | 'l';

export function placeholderSize(source: string): PlaceholderSize {
  const lines = source.split('\n').filter((l) => l.trim() && !l.trim().startsWith('%%')).length;
  if (lines <= 5) return 's';
  if (lines <= 14) return 'm';
  return 'l';
}

/** How far below the viewport a diagram starts loading: about a screen ahead of the reader. */
export const LOAD_AHEAD = '100% 0px';
