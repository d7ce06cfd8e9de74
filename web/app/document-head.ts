import { useEffect } from 'react';
import type * as HeadTags from '../../common/head-tags';
import type { PageHeadInput } from '../../common/head-tags';
import { documentTitle } from '../../common/page-title';
import { INITIAL_ROUTE_META, parseInitialRoute } from '../../common/initial-route';

/**
 * Puts the page's title and head tags in place: the prerendered head belongs to the first page
 * only, so after a client navigation the description, canonical URL, OpenGraph and Twitter tags are
 * replaced by the new page's, computed by the function the prerenderer uses (equal heads).
 */
export function applyPageHead(tags: typeof HeadTags, input: PageHeadInput, doc: Document = document) {
  setTitle(documentTitle(input), doc);
  // A site's `@docusaurus/Head` tags (`data-rh`, web/compat/docusaurus/Head.tsx) stand over the page's of the same name.
  for (const el of doc.head.querySelectorAll(tags.PAGE_HEAD_SELECTOR)) if (!el.hasAttribute('data-rh')) el.remove();
  let anchor: Element | null = doc.head.querySelector('title');
  for (const tag of tags.pageHeadTags(input)) {
    const [name, value] = tag.attrs[0]!;
    if (doc.head.querySelector(`${tag.tag}[data-rh][${name}="${CSS.escape(value)}"]`)) continue;
    const el = doc.createElement(tag.tag);
    for (const [k, v] of tag.attrs) el.setAttribute(k, v);
    if (anchor) anchor.after(el);
    else doc.head.append(el);
    anchor = el;
  }
}

/** The page's title, unless a site's `<Head>` has set its own (its effect runs before the page's). */
function setTitle(title: string, doc: Document = document) {
  if (!doc.querySelector('title[data-rh]')) doc.title = title;
}

/** True until the first page has put its head in place. */
let first = true;

/**
 * The title is set at once; the other tags with `common/head-tags.ts`, imported the first time a
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
    void import('../../common/head-tags').then((tags) => current && applyPageHead(tags, { site, blog, route, chunk, i18n }));
    return () => {
      current = false;
    };
  }, [site, blog, route, chunk, i18n]);
}
