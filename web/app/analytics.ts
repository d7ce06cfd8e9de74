import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { SiteConfigJson } from '../../common/contract';

let lastSent: string | null = null;

/** One page view per route change, the first load included. */
export function usePageViews(analytics: SiteConfigJson['analytics']) {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!analytics) return;
    const url = `${window.location.origin}${pathname}${search}`;
    // StrictMode runs effects twice in development; a page view is sent once per URL change.
    if (url === lastSent) return;
    lastSent = url;
    // After the title effect of the new page has run.
    const t = window.setTimeout(() => void import('./analytics-send').then((m) => m.send(analytics, url)), 0);
    return () => window.clearTimeout(t);
  }, [analytics, pathname, search]);
}
