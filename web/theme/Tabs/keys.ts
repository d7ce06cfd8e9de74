/** The tab a key moves to (WAI-ARIA tabs pattern, horizontal: arrows wrap around), or null for other keys. */
export function tabKeyTarget(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  const i = Math.max(0, current);
  switch (key) {
    case 'ArrowRight':
      return (i + 1) % count;
    case 'ArrowLeft':
      return (i - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
