/**
 * Scroll restoration as react-router's data router did it, without the data router: the pure
 * decisions, unit-tested; `use-scroll-restoration.ts` is the thin hook that applies them.
 *
 * - Positions are kept per history entry (its location key) in memory, saved when a navigation
 *   starts and when the page is hidden, and kept in session storage across reloads.
 * - After a navigation's new page has committed: a back/forward (POP) to an entry with a saved
 *   position goes back to it; otherwise the hash target, else the top, unless the navigation asked
 *   to keep the scroll (`preventScrollReset`).
 * - The document's first page is the prerendered one the reader may already have scrolled while the
 *   code loaded: it is restored to a saved position (a reload) or taken to its hash target, and
 *   otherwise left where the reader is. react-router scrolled it to the top on hydration, which on a
 *   slow device threw the reader back to the start of the page they were reading.
 * - A change of the hash alone (an in-page link: the browser has already scrolled to the target)
 *   goes to the hash target and never to a saved position. The data router restored one there, but
 *   synchronously, before the browser's own scroll to the fragment undid it; this router commits a
 *   page asynchronously, so the restore would win and land the reader at the wrong place.
 */

/** react-router's session storage key, so positions saved before a deploy of this code still apply. */
export const SCROLL_POSITIONS_KEY = 'react-router-scroll-positions';

/** Scroll offsets (`window.scrollY`) by history entry key. */
export type ScrollPositions = Record<string, number>;

export type NavigationAction = 'POP' | 'PUSH' | 'REPLACE';

export interface ScrollLocation {
  pathname: string;
  search: string;
  hash: string;
  key: string;
}

/** What to do once a location's page is on screen. */
export type ScrollStep =
  | { kind: 'restore'; y: number }
  /** Scroll the element with this id into view; when there is none, `otherwise` says what to do. */
  | { kind: 'hash'; id: string; otherwise: 'top' | 'stay' }
  | { kind: 'top' }
  | { kind: 'stay' };

/** The positions kept in session storage; anything unreadable is no positions. */
export function parsePositions(text: string | null): ScrollPositions {
  if (!text) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return {};
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const positions: ScrollPositions = {};
  for (const [key, y] of Object.entries(value)) if (typeof y === 'number' && Number.isFinite(y)) positions[key] = y;
  return positions;
}

/** react-router's rule: same path and query, and a hash to go to (or the same hash again). */
export function isHashChangeOnly(from: ScrollLocation, to: ScrollLocation): boolean {
  return from.pathname === to.pathname && from.search === to.search && to.hash !== '';
}

/** The element id a hash names (`#a%20b` → `a b`); null without a hash or when it cannot be decoded. */
export function hashTarget(hash: string): string | null {
  if (hash.length <= 1) return null;
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
}

export interface ScrollInput {
  action: NavigationAction;
  location: ScrollLocation;
  /** The location shown before this one; null for the first page of the document. */
  previous: ScrollLocation | null;
  positions: ScrollPositions;
  preventScrollReset: boolean;
}

/** Where the window goes after `location`'s page has committed. */
export function scrollStep({ action, location, previous, positions, preventScrollReset }: ScrollInput): ScrollStep {
  const hashOnly = previous !== null && isHashChangeOnly(previous, location);
  if (!hashOnly && action === 'POP') {
    const y = positions[location.key];
    if (typeof y === 'number') return { kind: 'restore', y };
  }
  const firstPage = previous === null;
  const otherwise = hashOnly || preventScrollReset || firstPage ? 'stay' : 'top';
  const id = hashTarget(location.hash);
  if (id !== null) return { kind: 'hash', id, otherwise };
  return otherwise === 'top' ? { kind: 'top' } : { kind: 'stay' };
}
