import { headKey, SITE_HEAD_ATTR } from '../../docusaurus/shared/head-elements.js';

/**
 * A site's `@docusaurus/Head` (docusaurus/client/api/Head.tsx) renders its elements as React 19
 * renders `title`, `meta` and `link` anywhere in the tree: ahead of the page's HTML. They belong in
 * the `<head>`: this takes the marked ones off the front of the page's HTML.
 */
export function splitSiteHead(html: string): { head: string[]; body: string } {
  const head: string[] = [];
  const rest: string[] = [];
  let at = 0;
  const element = /^(?:<title\b[^>]*>[^<]*<\/title>|<(?:meta|link)\b[^>]*\/?>)/;
  for (;;) {
    const m = element.exec(html.slice(at));
    if (!m) break;
    (m[0].includes(` ${SITE_HEAD_ATTR}="true"`) ? head : rest).push(m[0]);
    at += m[0].length;
  }
  return { head, body: rest.join('') + html.slice(at) };
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
  const tag = /^<(\w+)/.exec(el)![1]!;
  const attrs = [...el.matchAll(/\s([\w:-]+)="([^"]*)"/g)].map((m): [string, string] => [m[1]!, unescape(m[2]!)]);
  return headKey(tag, attrs);
}

const unescape = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
