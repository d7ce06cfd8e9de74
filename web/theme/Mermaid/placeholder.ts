/**
 * The space a diagram takes before mermaid has drawn it. Its size is known only in the browser, so
 * the placeholder reserves a height guessed from the source (one of three steps, set by CSS: no
 * inline style under the CSP). Mermaid loads while the diagram is still below the viewport, so a
 * wrong guess moves only what the reader cannot see yet.
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
