import { DOCUMENT_ATTR, headKey, mergedDocumentAttributes, SITE_HEAD_ATTR, type DocumentAttributes } from '../../docusaurus/shared/head-elements.js';
import { PAGE_TITLE_ATTR } from '../../common/page-title.js';
import { attr } from './head.js';

/**
 * A site's `@docusaurus/Head` (docusaurus/client/api/Head.tsx) renders its elements as React 19
 * renders `title`, `meta` and `link` anywhere in the tree: ahead of the page's HTML. They belong in
 * the `<head>`: this takes the marked ones off the front of the page's HTML, and the page's own
 * formatted title (`title`, marked by `PAGE_TITLE_ATTR`) when it rendered one.
 */
export function splitSiteHead(html: string): { head: string[]; body: string; title: string | null } {
  const { elements, rest } = frontElements(html);
  const site = (el: string) => el.includes(` ${SITE_HEAD_ATTR}="true"`);
  const page = elements.find(isPageTitle);
  const blocks = dataBlocks(rest);
  return {
    head: [...elements.filter((el) => !isPageTitle(el) && site(el)), ...blocks.elements],
    body: elements.filter((el) => !isPageTitle(el) && !site(el) && !isDocumentMark(el)).join('') + blocks.rest,
    title: page ? plainTitle(page) : null,
  };
}

const isDocumentMark = (el: string) => el.includes(` ${DOCUMENT_ATTR}="`);

/** What `<html>` and `<body>` carry: the classes and other attributes to write on each. */
type DocumentElementAttributes = ReturnType<typeof mergedDocumentAttributes>;

/**
 * What the page's `<Head>`s and the page itself put on `<html>` and `<body>` (the marks ahead of
 * the page's HTML, `DOCUMENT_ATTR`, the Heads' in render order), merged as the browser merges them
 * (docusaurus/client/api/document-attributes.ts), so the page hydrates with what the browser keeps.
 */
export function documentAttributesOf(html: string): DocumentElementAttributes {
  const heads: DocumentAttributes[] = [];
  let page = '';
  for (const el of frontElements(html).elements) {
    if (!isDocumentMark(el)) continue;
    const attrs = new Map(attributesOf(el));
    const [element, name] = (attrs.get(DOCUMENT_ATTR) ?? '').split(' ') as [string, string];
    const value = attrs.get('content') ?? '';
    if (element === 'page') page = value;
    else if ((element === 'html' || element === 'body') && name) heads.push({ html: [], body: [], [element]: [[name, value]] });
  }
  return mergedDocumentAttributes(heads, page);
}

/**
 * The page (the built `index.html` with the locale's `<html lang dir>`) with the document's
 * attributes: the classes added to the element's own, the other attributes set (each written once).
 */
export function withDocumentAttributes(page: string, attributes: DocumentElementAttributes): string {
  const write = (open: string, element: 'html' | 'body') => {
    const { classes, attrs } = attributes[element];
    if (classes.length === 0 && attrs.length === 0) return open;
    const own = attributesOf(open).filter(([name]) => !attrs.some(([n]) => n === name));
    const ownClasses =
      own
        .find(([name]) => name === 'class')?.[1]
        .split(/\s+/)
        .filter(Boolean) ?? [];
    const all = [...new Set([...ownClasses, ...classes])];
    const list: [string, string][] = [
      ...own.filter(([name]) => name !== 'class'),
      ...(all.length > 0 ? [['class', all.join(' ')] as [string, string]] : []),
      ...attrs,
    ];
    return `<${element}${list.map(([name, value]) => ` ${name}="${attr(value)}"`).join('')}>`;
  };
  return page.replace(/<html\b[^>]*>/, (open) => write(open, 'html')).replace(/<body\b[^>]*>/, (open) => write(open, 'body'));
}

/** A site `<Head>`'s JSON data block, marked: React renders a script where it is drawn, not ahead of the page. Its text holds no `<`. */
const DATA_BLOCK = new RegExp(`<script\\b[^>]*\\s${SITE_HEAD_ATTR}="true"[^>]*>[^<]*</script>`, 'g');

/**
 * The site's data blocks (a swizzled `StructuredData`'s JSON-LD) taken out of the page's HTML, in
 * order: they belong in the head, and the browser's `<Head>` draws nothing in their place, so the
 * page hydrates as it was drawn.
 */
function dataBlocks(html: string): { elements: string[]; rest: string } {
  const elements: string[] = [];
  const rest = html.replace(DATA_BLOCK, (el) => {
    elements.push(el);
    return '';
  });
  return { elements, rest };
}

/** The page's formatted title (`PAGE_TITLE_ATTR`) off the front of its HTML, where React puts it, when it rendered one. */
export function splitPageTitle(html: string): { title: string | null; body: string } {
  const { elements, rest } = frontElements(html);
  const page = elements.find(isPageTitle);
  // The document's marks go on <html> and <body> (`documentAttributesOf`), never in the page.
  return { title: page ? plainTitle(page) : null, body: elements.filter((el) => el !== page && !isDocumentMark(el)).join('') + rest };
}

/** The `title`, `meta` and `link` elements React put ahead of the page's HTML, and the rest. */
function frontElements(html: string): { elements: string[]; rest: string } {
  const elements: string[] = [];
  let at = 0;
  const element = /^(?:<title\b[^>]*>[^<]*<\/title>|<(?:meta|link)\b[^>]*\/?>)/;
  for (;;) {
    const m = element.exec(html.slice(at));
    if (!m) break;
    elements.push(m[0]);
    at += m[0].length;
  }
  return { elements, rest: html.slice(at) };
}

const isPageTitle = (el: string) => el.startsWith(`<title ${PAGE_TITLE_ATTR}="true">`);
const plainTitle = (el: string) => `<title>${el.slice(el.indexOf('>') + 1)}`;

/**
 * The page's head with its title as the page rendered it (`title`, from `splitSiteHead`: through
 * the site's swizzled `ThemeProvider/TitleFormatter`, web/pages/RoutePage.tsx), when it did.
 */
export function withPageTitle(pageHead: string, title: string | null): string {
  return title === null ? pageHead : pageHead.replace(/<title>[^<]*<\/title>/, () => title);
}

/**
 * The page's head with the site's `<Head>` elements: each replaces the page's element of the same
 * key (the title, a meta of the same name or property, the canonical link), as the deeper
 * react-helmet tag wins on Docusaurus; the others are added after the page's own. An element
 * drawn twice (two components' `<Head>` with the same meta) is written once, as react-helmet writes
 * it, and as the browser's `<Head>` adopts one element for both.
 */
export function withSiteHead(pageHead: string, allSiteHead: string[]): string {
  if (allSiteHead.length === 0) return pageHead;
  const siteHead = [...new Set(allSiteHead)];
  const keys = new Set(siteHead.map(keyOf).filter((k): k is string => k !== null));
  const page = pageHead.replace(/<title\b[^>]*>[^<]*<\/title>|<(?:meta|link)\b[^>]*\/?>/g, (el) => {
    const key = keyOf(el);
    return key !== null && keys.has(key) ? '' : el;
  });
  const title = siteHead.find((el) => el.startsWith('<title'));
  const others = siteHead.filter((el) => el !== title).join('');
  return (title ?? '') + page + others;
}

function keyOf(el: string): string | null {
  return headKey(/^<(\w+)/.exec(el)![1]!, attributesOf(el));
}

/** An element's attributes as React (or the template) wrote them: quoted values, or a name alone. */
const attributesOf = (el: string): [string, string][] =>
  [...el.replace(/^<\w+/, '').matchAll(/\s([^\s"'>/=]+)(?:="([^"]*)")?/g)].map((m): [string, string] => [m[1]!, unescape(m[2] ?? '')]);

const unescape = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
