/**
 * The section being read: the last heading whose top has scrolled above the reading line (just
 * below the sticky navbar). At the very bottom of the page the last heading wins, because short
 * final sections can never reach the line.
 */
export function activeHeadingId(headings: { id: string; top: number }[], readingLine: number, atBottom: boolean): string | null {
  if (headings.length === 0) return null;
  if (atBottom) return headings[headings.length - 1]!.id;
  let active: string | null = null;
  for (const h of headings) {
    if (h.top <= readingLine) active = h.id;
    else break;
  }
  return active ?? headings[0]!.id;
}
