/**
 * One formatter for every date: `toLocaleDateString` makes a new `Intl.DateTimeFormat` per call,
 * which was 5% of prerendering the real site (a blog list has a date per post).
 */
const LONG_DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** `2025-02-19` or an ISO timestamp → `February 19, 2025`, in UTC so every reader sees the same date. */
export function formatDate(iso: string): string {
  const d = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(d.getTime())) return iso;
  return LONG_DATE.format(d);
}
