import { PAGE_HEAD_SELECTOR, pageHeadTags, type PageHeadInput } from '../../common/head-tags';
import { documentTitle } from '../../common/page-title';
import { setTitle } from './set-title';
import { pageClassNames } from '../../docusaurus/shared/page-class-names';
import { setPageClasses } from '../../docusaurus/client/api/document-attributes';

/**
 * Puts the page's title and head tags in place: the prerendered head belongs to the first page
 * only, so after a client navigation the description, canonical URL, OpenGraph and Twitter tags are
 * replaced by the new page's (the title as the page computed it, through the site's formatter), computed by the function the prerenderer uses (equal heads). Loaded
 * the first time a page needs it, so a first visit carries none of it. On a Docusaurus site the
 * page's classes on `<html>` change with it (`prerendered`: the first page's chunk, whose classes
 * the prerenderer wrote).
 */
export function applyPageHead(input: PageHeadInput, title: string = documentTitle(input), doc: Document = document, prerendered?: PageHeadInput['chunk']) {
  if (__CHROME_PAGE_CLASSES__) setPageClasses(pageClassNames(input.chunk), prerendered === undefined ? '' : pageClassNames(prerendered));
  setTitle(title, doc);
  // A site's `@docusaurus/Head` tags (`data-rh`, docusaurus/client/api/Head.tsx) stand over the page's of the same name.
  for (const el of doc.head.querySelectorAll(PAGE_HEAD_SELECTOR)) if (!el.hasAttribute('data-rh')) el.remove();
  let anchor: Element | null = doc.head.querySelector('title');
  for (const tag of pageHeadTags(input)) {
    const [name, value] = tag.attrs[0]!;
    if (doc.head.querySelector(`${tag.tag}[data-rh][${name}="${CSS.escape(value)}"]`)) continue;
    const el = doc.createElement(tag.tag);
    for (const [k, v] of tag.attrs) el.setAttribute(k, v);
    if (anchor) anchor.after(el);
    else doc.head.append(el);
    anchor = el;
  }
}
