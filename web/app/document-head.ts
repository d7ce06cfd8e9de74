import { useEffect } from 'react';
import type { PageHeadInput } from '../../common/head-tags';
import { documentTitle } from '../../common/page-title';
import { INITIAL_ROUTE_META, parseInitialRoute } from '../../common/initial-route';
import { setTitle } from './set-title';

/** True until the first page has put its head in place. */
let first = true;

/**
 * The title is set at once; the other tags with `apply-page-head.ts`, imported the first time a
 * page needs them: the first page's head was prerendered for it, so a first visit loads none of
 * that code (in dev mode and on the not-found page, which are not prerendered for their path, it
 * loads at once).
 */
export function usePageHead(input: PageHeadInput) {
  const { site, blog, route, chunk, i18n } = input;
  useEffect(() => {
    // The prerendered head names the route it was written for (`common/initial-route.ts`).
    const prerendered = first && parseInitialRoute(document.querySelector(`meta[name="${INITIAL_ROUTE_META}"]`)?.getAttribute('content'))?.path === route;
    first = false;
    if (prerendered) return;
    setTitle(documentTitle({ site, route, chunk }));
    let current = true;
    void import('./apply-page-head').then((m) => current && m.applyPageHead({ site, blog, route, chunk, i18n }));
    return () => {
      current = false;
    };
  }, [site, blog, route, chunk, i18n]);
}
