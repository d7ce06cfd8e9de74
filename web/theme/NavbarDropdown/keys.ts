import { rovingIndex } from '../../app/roving-focus';

/** Where focus goes in an open dropdown for a key (vertical), or null for keys it does not handle. */
export function nextFocusIndex(current: number, key: string, count: number): number | null {
  return rovingIndex(key, current, count, { next: 'ArrowDown', previous: 'ArrowUp' });
}
