import { useEffect } from 'react';
import { PAGE_HEAD_SELECTOR, pageHeadTags, pageMeta, type PageHeadInput } from '../../common/head-tags';

/**
 * Puts the page's title and head tags in place: the prerendered head belongs to the first page
 * only, so after a client navigation the description, canonical URL, OpenGraph and Twitter tags are
 * replaced by the new page's, computed by the function the prerenderer uses (equal heads).
 */
export function applyPageHead(input: PageHeadInput, doc: Document = document) {
  doc.title = pageMeta(input).title;
  for (const el of doc.head.querySelectorAll(PAGE_HEAD_SELECTOR)) el.remove();
  let anchor: Element | null = doc.head.querySelector('title');
  for (const tag of pageHeadTags(input)) {
    const el = doc.createElement(tag.tag);
    for (const [k, v] of tag.attrs) el.setAttribute(k, v);
    if (anchor) anchor.after(el);
    else doc.head.append(el);
    anchor = el;
  }
}

export function usePageHead(input: PageHeadInput) {
  const { site, blog, route, chunk, i18n } = input;
  useEffect(() => applyPageHead({ site, blog, route, chunk, i18n }), [site, blog, route, chunk, i18n]);
}
