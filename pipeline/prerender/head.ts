/**
 * The `<head>` of a prerendered page: title ("Page | Site"), the page's own tags (description,
 * canonical URL, OpenGraph and Twitter tags with the social card: `common/head-tags.ts`, shared with
 * the SPA), feed links, JSON-LD for blog posts, the page's route entry and preloads for the files
 * the SPA fetches before it hydrates. Written at build time; every value is escaped.
 */
import type { I18nJson, InitialRoute, RouteChunk, RouteChunkJson, SiteConfigJson } from '../../common/contract.js';
import { INITIAL_ROUTE_META, initialRouteJson } from '../../common/initial-route.js';
import { pageHeadTags, pageMeta as commonPageMeta, type PageMeta } from '../../common/head-tags.js';
import { feedLinks } from '../emit/feed-links.js';
import type { FeedSettings } from '../model/site.js';
import { withBase } from '../../common/base-url.js';
import { dataBlockText } from '../config/head-scripts.js';
import { blogPostingJsonLd, jsonLdText } from '../../common/structured-data.js';

export type { PageMeta };

export interface HeadInput {
  site: SiteConfigJson;
  /** `feeds`: the blog's feeds (`emit/feed-links.ts`), linked from every page's head. */
  blog: { title: string; description: string; feeds?: FeedSettings | null; postStructuredData?: boolean };
  /** The canonical route, or null for the not-found page. */
  route: string | null;
  /** The page's chunk, read or as its file holds it (the head reads no body). */
  chunk: RouteChunk | RouteChunkJson | null;
  /** Public paths of the JSON files the page's loader fetches (chunk, sidebar). */
  preload: string[];
  /** The page's route entry, for the SPA's first load (absent on the not-found page). */
  initialRoute?: InitialRoute;
  i18n?: Pick<I18nJson, 'currentLocale' | 'locales'>;
}

export function pageMeta(input: HeadInput): PageMeta {
  return commonPageMeta(input);
}

export function headHtml(input: HeadInput): string {
  const { site, chunk } = input;
  const meta = pageMeta(input);
  const tags: string[] = [`<title>${text(meta.title)}</title>`];
  for (const t of pageHeadTags(input)) tags.push(`<${t.tag} ${t.attrs.map(([k, v]) => `${k}="${attr(v)}"`).join(' ')} />`);
  for (const feed of feedLinks({ site, blog: input.blog, i18n: input.i18n }))
    tags.push(`<link rel="alternate" type="${feed.mime}" title="${attr(feed.title)}" href="${attr(withBase(feed.route, site.baseUrl))}" />`);
  if (input.initialRoute) tags.push(`<meta name="${INITIAL_ROUTE_META}" content="${attr(initialRouteJson(input.initialRoute))}" />`);
  for (const path of input.preload) tags.push(`<link rel="preload" href="${attr(withBase(path, site.baseUrl))}" as="fetch" crossorigin="anonymous" />`);
  // The config's head tags (headTags, stylesheets, scripts, metadata): attributes each escaped; a
  // data block's text; inline code became a file when the config was read.
  for (const tag of site.head.tags) tags.push(headTag(tag));
  // A site's swizzled `BlogPostPage/StructuredData` writes the post's JSON-LD in this one's place (its `<Head>`, site-head.ts).
  if (chunk?.kind === 'blog-post' && meta.canonical && input.blog.postStructuredData !== false)
    tags.push(jsonLd(blogPostingJsonLd(site, chunk, meta.canonical)));
  return tags.join('');
}

/**
 * Deploy previews say so on every page. The banner is part of the page shell, outside the React
 * root: it is there with JavaScript off, and the app's markup is the same in previews and production.
 */
export function previewBanner(site: SiteConfigJson): string {
  if (!site.preview) return '';
  return `<div class="preview-banner" role="note">${text(`This is a preview of ${site.previewOf ?? 'a pull request'}, not the published site.`)}</div>`;
}

/**
 * A JSON-LD data block. It is not executed (its type is not a script type), so the CSP does not
 * apply to it; `<` is escaped so the JSON cannot close the element.
 */
function jsonLd(value: Record<string, unknown>): string {
  return `<script type="application/ld+json">${jsonLdText(value)}</script>`;
}

export function text(s: string): string {
  return s.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!);
}

export function attr(s: string): string {
  return s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}

/** A site plugin's body tags (`site.head.preBody`/`postBody`), each written as a head tag is. */
export function bodyTagsHtml(site: SiteConfigJson): { pre: string; post: string } {
  return { pre: (site.head.preBody ?? []).map(headTag).join(''), post: (site.head.postBody ?? []).map(headTag).join('') };
}

function headTag(tag: { tagName: string; attributes: Record<string, string | boolean>; text?: string }): string {
  const name = tag.tagName.toLowerCase().replace(/[^a-z0-9-]/g, '');
  const attrs = Object.entries(tag.attributes)
    .filter(([k, v]) => v !== false && /^[a-zA-Z_:][-a-zA-Z0-9_:.]*$/.test(k) && !/^on/i.test(k))
    .map(([k, v]) => (v === true ? k : `${k}="${attr(String(v))}"`))
    .join(' ');
  const open = `<${name}${attrs ? ` ${attrs}` : ''}`;
  if (['meta', 'link', 'base'].includes(name)) return `${open} />`;
  // Only a data block has text (config/head-scripts.ts): written as it is, unable to end its element.
  return `${open}>${name === 'script' && tag.text ? dataBlockText(tag.text, tag.attributes.type) : ''}</${name}>`;
}
