/**
 * Whether theme-classic's back-to-top button shows, from the scroll position before and after a
 * scroll: past the threshold and while the reader scrolls up (Docusaurus's `useBackToTopButton`;
 * its threshold is 300px).
 */
export function backToTopShown(previousTop: number, top: number, threshold = 300): boolean {
  if (top < threshold) return false;
  return top < previousTop;
}
