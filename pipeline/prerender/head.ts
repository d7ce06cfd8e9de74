/**
 * The `<head>` of a prerendered page: title ("Page | Site"), description, canonical URL, OpenGraph
 * and Twitter tags, feed links, JSON-LD for blog posts, and preloads for the files the SPA fetches
 * before it hydrates. Written at build time; every value is escaped.
 */
import type { RouteChunk, SiteConfigJson } from '../contract.js';
import { pageTitle } from '../../common/page-title.js';
import { FEED_PATHS } from '../emit/feeds.js';
import { withBase } from '../../common/base-url.js';

export interface HeadInput {
  site: SiteConfigJson;
  blog: { title: string; description: string };
  /** The canonical route, or null for the not-found page. */
  route: string | null;
  chunk: RouteChunk | null;
  /** Public paths of the JSON files the page's loader fetches (manifest, chunk, sidebar). */
  preload: string[];
}

export interface PageMeta {
  title: string;
  description: string;
  canonical: string | null;
}

export function pageMeta({ site, blog, route, chunk }: HeadInput): PageMeta {
  if (!chunk || route === null) {
    return {
      title: pageTitle('Page Not Found', site.title, false),
      description: 'There is no page at this address. It may have moved, or the link may be wrong.',
      canonical: null,
    };
  }
  const title = pageTitle(chunk.title, site.title, route === '/');
  let description: string;
  switch (chunk.kind) {
    case 'doc':
    case 'blog-post':
    case 'page':
      description = chunk.description || `${chunk.title}: ${site.tagline}`;
      break;
    case 'blog-list':
      description = chunk.page === 1 ? blog.description : `${blog.description} Page ${chunk.page} of ${chunk.totalPages}.`;
      break;
    case 'blog-archive':
      description = `Every post of the ${blog.title.toLowerCase()}, by year.`;
      break;
    case 'tags':
    case 'doc-tag':
    case 'blog-authors':
      description = `${chunk.title}: ${site.tagline || site.title}`;
      break;
  }
  return { title, description, canonical: `${site.url}${withBase(route, site.baseUrl)}` };
}

export function headHtml(input: HeadInput): string {
  const { site, chunk } = input;
  const meta = pageMeta(input);
  const tags: string[] = [`<title>${text(meta.title)}</title>`, `<meta name="description" content="${attr(meta.description)}" />`];
  // Unlisted posts answer at their URL but ask not to be indexed, as in Docusaurus.
  if (meta.canonical === null || site.preview || site.head.noIndex || (chunk?.kind === 'blog-post' && chunk.unlisted)) tags.push('<meta name="robots" content="noindex" />');
  if (meta.canonical) tags.push(`<link rel="canonical" href="${attr(meta.canonical)}" />`);
  const og: [string, string][] = [
    ['og:site_name', site.title],
    ['og:title', chunk?.title ?? meta.title],
    ['og:description', meta.description],
    ['og:type', chunk?.kind === 'blog-post' ? 'article' : 'website'],
    ['og:locale', 'en'],
  ];
  if (meta.canonical) og.push(['og:url', meta.canonical]);
  if (chunk?.kind === 'blog-post') {
    og.push(['article:published_time', chunk.date]);
    for (const tag of chunk.tags) og.push(['article:tag', tag.label]);
  }
  const image = site.head.image ? absolute(site.head.image, site.url) : null;
  if (image) og.push(['og:image', image]);
  for (const [p, c] of og) tags.push(`<meta property="${attr(p)}" content="${attr(c)}" />`);
  for (const [n, c] of [
    ['twitter:card', 'summary'],
    ['twitter:title', chunk?.title ?? meta.title],
    ['twitter:description', meta.description],
    ...(image ? ([['twitter:image', image]] as const) : []),
  ] as const)
    tags.push(`<meta name="${n}" content="${attr(c)}" />`);
  const blogTitle = `${input.blog.title} | ${site.title}`;
  tags.push(
    `<link rel="alternate" type="application/rss+xml" title="${attr(`${blogTitle} (RSS)`)}" href="${attr(withBase(FEED_PATHS.rss, site.baseUrl))}" />`,
    `<link rel="alternate" type="application/atom+xml" title="${attr(`${blogTitle} (Atom)`)}" href="${attr(withBase(FEED_PATHS.atom, site.baseUrl))}" />`,
    `<link rel="alternate" type="application/feed+json" title="${attr(`${blogTitle} (JSON Feed)`)}" href="${attr(withBase(FEED_PATHS.json, site.baseUrl))}" />`,
  );
  for (const path of input.preload) tags.push(`<link rel="preload" href="${attr(withBase(path, site.baseUrl))}" as="fetch" crossorigin="anonymous" />`);
  // The config's head tags (headTags, stylesheets, external scripts, metadata): attributes only,
  // each escaped; inline scripts were refused when the config was read.
  for (const tag of site.head.tags) tags.push(headTag(tag));
  if (chunk?.kind === 'blog-post' && meta.canonical) tags.push(jsonLd(blogPosting(input, meta.canonical)));
  return tags.join('\n    ');
}

/**
 * Deploy previews say so on every page. The banner is part of the page shell, outside the React
 * root: it is there with JavaScript off, and the app's markup is the same in previews and production.
 */
export function previewBanner(site: SiteConfigJson): string {
  if (!site.preview) return '';
  return `<div class="preview-banner" role="note">${text(`This is a preview of ${site.previewOf ?? 'a pull request'}, not the published site.`)}</div>`;
}

function blogPosting({ site, chunk }: HeadInput, url: string): Record<string, unknown> {
  if (chunk?.kind !== 'blog-post') return {};
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: chunk.title,
    description: chunk.description,
    url,
    mainEntityOfPage: url,
    datePublished: chunk.date,
    ...(chunk.lastUpdatedAt ? { dateModified: chunk.lastUpdatedAt } : {}),
    author: chunk.authors.map((a) => ({ '@type': 'Person', name: a.name, ...(a.url ? { url: a.url } : {}) })),
    publisher: {
      '@type': 'Organization',
      name: site.title,
      url: site.url,
      logo: { '@type': 'ImageObject', url: absolute(withBase(site.logo.src, site.baseUrl), site.url) },
    },
    ...(chunk.tags.length ? { keywords: chunk.tags.map((t) => t.label).join(', ') } : {}),
  };
}

/**
 * A JSON-LD data block. It is not executed (its type is not a script type), so the CSP does not
 * apply to it; `<` is escaped so the JSON cannot close the element.
 */
function jsonLd(value: Record<string, unknown>): string {
  return `<script type="application/ld+json">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
}

function headTag(tag: { tagName: string; attributes: Record<string, string | boolean> }): string {
  const name = tag.tagName.toLowerCase().replace(/[^a-z0-9-]/g, '');
  const attrs = Object.entries(tag.attributes)
    .filter(([k, v]) => v !== false && /^[a-zA-Z_:][-a-zA-Z0-9_:.]*$/.test(k) && !/^on/i.test(k))
    .map(([k, v]) => (v === true ? k : `${k}="${attr(String(v))}"`))
    .join(' ');
  const open = `<${name}${attrs ? ` ${attrs}` : ''}`;
  return ['meta', 'link', 'base'].includes(name) ? `${open} />` : `${open}></${name}>`;
}

function absolute(url: string, siteUrl: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? `${siteUrl}${url}` : url;
}

export function text(s: string): string {
  return s.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!);
}

export function attr(s: string): string {
  return s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}
