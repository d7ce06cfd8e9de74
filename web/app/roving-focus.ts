/**
 * The item focus moves to in a list navigated with arrow keys (wrapping), Home and End, or null
 * for other keys: the one rule of the WAI-ARIA menu and tabs patterns, which differ only in their
 * axis. From no current item (-1), `next` goes to the first and `previous` to the last.
 */
export function rovingIndex(key: string, current: number, count: number, axis: { next: string; previous: string }): number | null {
  if (count === 0) return null;
  switch (key) {
    case axis.next:
      return current < 0 ? 0 : (current + 1) % count;
    case axis.previous:
      return current < 0 ? count - 1 : (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
