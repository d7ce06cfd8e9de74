import { rovingIndex } from '../../app/roving-focus';

/** The tab a key moves to (WAI-ARIA tabs pattern, horizontal), or null for other keys. */
export function tabKeyTarget(key: string, current: number, count: number): number | null {
  return rovingIndex(key, current, count, { next: 'ArrowRight', previous: 'ArrowLeft' });
}
