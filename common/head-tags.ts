/**
 * The page-specific tags of a page's `<head>`: description, robots, canonical URL, OpenGraph and
 * Twitter tags. One pure function shared by the prerenderer (which writes them as HTML) and the
 * SPA (which puts the same tags in place after a client navigation), so both heads are equal.
 */
import type { I18nJson, RouteChunk, RouteChunkJson, SiteConfigJson } from './contract';
import { documentTitle } from './page-title.js';
import { withBase } from './base-url.js';
import { absoluteUrl } from './url.js';

export interface PageHeadInput {
  site: Pick<SiteConfigJson, 'title' | 'titleDelimiter' | 'tagline' | 'url' | 'preview' | 'baseUrl' | 'head'>;
  blog: { title: string; description: string };
  /** The canonical route, or null for the not-found page. */
  route: string | null;
  /** The page's chunk, read or as its file holds it (the head reads no body). */
  chunk: RouteChunk | RouteChunkJson | null;
  /** The manifest's locales: `og:locale` is the page's, `og:locale:alternate` the others'. Absent: English. */
  i18n?: Pick<I18nJson, 'currentLocale' | 'locales'>;
}

/** A BCP 47 `htmlLang` as Open Graph spells a locale (`en-US` → `en_US`), as Docusaurus writes it. */
export function openGraphLocale(htmlLang: string): string {
  return htmlLang.replace('-', '_');
}

function ogLocales(i18n: PageHeadInput['i18n']): [string, string][] {
  const current = i18n?.locales.find((l) => l.code === i18n.currentLocale)?.htmlLang ?? 'en';
  const others = (i18n?.locales ?? []).map((l) => l.htmlLang).filter((lang) => lang !== current);
  return [['og:locale', openGraphLocale(current)], ...others.map((lang): [string, string] => ['og:locale:alternate', openGraphLocale(lang)])];
}

export interface PageMeta {
  title: string;
  description: string;
  canonical: string | null;
}

/** One `<meta>` or `<link>` element: its tag and attributes, in order. */
export interface HeadTag {
  tag: 'meta' | 'link';
  attrs: [string, string][];
}

/** Selects every element `pageHeadTags` owns, so a client navigation can replace them all. */
export const PAGE_HEAD_SELECTOR =
  'meta[name="description"], meta[name="robots"], link[rel="canonical"], meta[property^="og:"], meta[property^="article:"], meta[name^="twitter:"]';

export function pageMeta({ site, blog, route, chunk }: PageHeadInput): PageMeta {
  if (!chunk || route === null) {
    return {
      title: documentTitle({ site, route, chunk }),
      description: 'There is no page at this address. It may have moved, or the link may be wrong.',
      canonical: null,
    };
  }
  const title = documentTitle({ site, route, chunk });
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

export function pageHeadTags(input: PageHeadInput): HeadTag[] {
  const { site, chunk } = input;
  const meta = pageMeta(input);
  const tags: HeadTag[] = [
    {
      tag: 'meta',
      attrs: [
        ['name', 'description'],
        ['content', meta.description],
      ],
    },
  ];
  // Unlisted posts, docs and pages (and the page of a tag of unlisted docs) answer at their URL but
  // ask not to be indexed or followed, as theme-common's `UnlistedMetadata` does.
  const unlisted = chunk !== null && 'unlisted' in chunk && chunk.unlisted === true;
  if (meta.canonical === null || site.preview || site.head.noIndex || unlisted)
    tags.push({
      tag: 'meta',
      attrs: [
        ['name', 'robots'],
        ['content', unlisted ? 'noindex, nofollow' : 'noindex'],
      ],
    });
  if (meta.canonical)
    tags.push({
      tag: 'link',
      attrs: [
        ['rel', 'canonical'],
        ['href', meta.canonical],
      ],
    });
  const own = chunk?.image ?? site.head.image;
  // Under the base URL, as Docusaurus's `useBaseUrl(image, { absolute: true })` makes a page's and the site's image.
  const image = own ? absoluteUrl(withBase(own, site.baseUrl), site.url) : null;
  // `og:type` only where it is not Open Graph's default (`website`): a post is an article, as
  // theme-classic's BlogPostPage writes it.
  const og: [string, string][] = [
    ['og:site_name', site.title],
    ['og:title', chunk?.title ?? meta.title],
    ['og:description', meta.description],
    ...(chunk?.kind === 'blog-post' ? [['og:type', 'article'] as [string, string]] : []),
    ...ogLocales(input.i18n),
  ];
  if (meta.canonical) og.push(['og:url', meta.canonical]);
  if (image) og.push(['og:image', image]);
  if (chunk?.kind === 'blog-post') {
    og.push(['article:published_time', chunk.date]);
    for (const tag of chunk.tags) og.push(['article:tag', tag.label]);
  }
  for (const [p, c] of og)
    tags.push({
      tag: 'meta',
      attrs: [
        ['property', p],
        ['content', c],
      ],
    });
  // No `twitter:title`/`twitter:description`: X reads `og:title` and `og:description` where they are
  // missing, and Docusaurus writes neither (every page of every site carried them twice).
  const twitter: [string, string][] = [['twitter:card', image ? 'summary_large_image' : 'summary']];
  if (image) twitter.push(['twitter:image', image]);
  for (const [n, c] of twitter)
    tags.push({
      tag: 'meta',
      attrs: [
        ['name', n],
        ['content', c],
      ],
    });
  return tags;
}

export { absoluteUrl };
