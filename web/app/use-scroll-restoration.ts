import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import {
  parsePositions,
  scrollStep,
  SCROLL_POSITIONS_KEY,
  type NavigationAction,
  type ScrollLocation,
  type ScrollPositions,
  type ScrollStep,
} from './scroll-restoration';
import { readStorage, writeStorage } from './storage';

/** One set per document, as react-router kept it: it outlives a remount of the router. */
let positions: ScrollPositions = {};

function apply(step: ScrollStep) {
  if (step.kind === 'restore') window.scrollTo(0, step.y);
  else if (step.kind === 'top') window.scrollTo(0, 0);
  else if (step.kind === 'hash') {
    const target = document.getElementById(step.id);
    if (target) target.scrollIntoView();
    else if (step.otherwise === 'top') window.scrollTo(0, 0);
  }
}

/**
 * The router's scroll handling (rules in `scroll-restoration.ts`). `shown` is the location whose page
 * is committed; the layout effect runs once that page is in the DOM, never before. Returns the
 * function the router calls when a navigation starts, to remember where the reader was.
 */
export function useScrollRestoration(shown: { action: NavigationAction; location: ScrollLocation; preventScrollReset: boolean }, pending: boolean): () => void {
  const committed = useRef<ScrollLocation | null>(null);
  const busy = useRef(pending);
  useEffect(() => {
    busy.current = pending;
  }, [pending]);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    // Leaving the document: keep the positions for a reload or a return, and let the browser
    // restore this entry itself meanwhile.
    const onPageHide = () => {
      if (!busy.current && committed.current) positions[committed.current.key] = window.scrollY;
      writeStorage('session', SCROLL_POSITIONS_KEY, JSON.stringify(positions));
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  // Before the first page's step below: the positions of this tab's earlier documents.
  useLayoutEffect(() => {
    positions = parsePositions(readStorage('session', SCROLL_POSITIONS_KEY));
  }, []);

  const { action, location, preventScrollReset } = shown;
  useLayoutEffect(() => {
    // StrictMode runs layout effects twice on mount: the second run has nothing new to do.
    if (committed.current === location) return;
    const step = scrollStep({ action, location, previous: committed.current, positions, preventScrollReset });
    committed.current = location;
    apply(step);
  }, [action, location, preventScrollReset]);

  return useCallback(() => {
    if (committed.current) positions[committed.current.key] = window.scrollY;
  }, []);
}
