import { useEffect } from 'react';
import type { PageHeadInput } from '../../common/head-tags';
import { documentTitle, formattedTitle } from '../../common/page-title';
import { INITIAL_ROUTE_META, parseInitialRoute } from '../../common/initial-route';
import { setTitle } from './set-title';
import { useTitleFormat } from './title-format';

/** True until the first page has put its head in place. */
let first = true;
/** The prerendered page's chunk: its page classes are on `<html>` already (apply-page-head.ts replaces them). */
let prerenderedChunk: PageHeadInput['chunk'] | undefined;

/**
 * The title is set at once; the other tags with `apply-page-head.ts`, imported the first time a
 * page needs them: the first page's head was prerendered for it, so a first visit loads none of
 * that code (in dev mode and on the not-found page, which are not prerendered for their path, it
 * loads at once). The title goes through the site's formatter when it has one (`title-format.ts`);
 * then the page's title is returned, for the prerenderer to take (`PageTitle`), as it writes the
 * head without rendering the site's formatter: null otherwise.
 */
export function usePageHead(input: PageHeadInput): string | null {
  const { site, blog, route, chunk, i18n } = input;
  // A build-time constant: every render of a bundle takes the same branch, and one for a site without
  // a formatter keeps none of this.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  const format = __CHROME_TITLE_FORMATTER__ ? useTitleFormat() : null;
  const title = format ? formattedTitle({ site, route, chunk }, format) : documentTitle({ site, route, chunk });
  useEffect(() => {
    // The prerendered head names the route it was written for (`common/initial-route.ts`).
    const prerendered = first && parseInitialRoute(document.querySelector(`meta[name="${INITIAL_ROUTE_META}"]`)?.getAttribute('content'))?.path === route;
    first = false;
    if (prerendered) {
      prerenderedChunk = chunk;
      return;
    }
    setTitle(title);
    let current = true;
    void import('./apply-page-head').then((m) => current && m.applyPageHead({ site, blog, route, chunk, i18n }, title, document, prerenderedChunk));
    return () => {
      current = false;
    };
  }, [site, blog, route, chunk, i18n, title]);
  return format ? title : null;
}
