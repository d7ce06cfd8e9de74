import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a client navigation (a new path, not the first load, not a hash or query change), moves
 * focus to the new page's main region (the skip link's target, as Docusaurus does), so keyboard and
 * screen-reader users start at the content, and announces the new title in a polite live region.
 */
export function RouteAnnouncer({ title }: { title: string }) {
  const { pathname } = useLocation();
  const region = useRef<HTMLDivElement>(null);
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const first = previous.current === null;
    const moved = previous.current !== pathname;
    previous.current = pathname;
    if (first || !moved) return;
    // The region stays in the DOM, empty until the first navigation: a live region must exist
    // before its text changes to be announced.
    if (region.current) region.current.textContent = title;
    document.getElementById('main-content')?.focus({ preventScroll: true });
  }, [pathname, title]);
  return <div ref={region} className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-route-announcer="" />;
}
