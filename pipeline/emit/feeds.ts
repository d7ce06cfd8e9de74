/**
 * Blog feeds: RSS 2.0 and Atom 1.0 (with the `feed` library) and JSON Feed 1.1 (with feedsmith: the
 * `feed` library writes JSON Feed 1.0), each with the newest posts and their full content.
 */
import { Feed } from 'feed';
import { generateJsonFeed } from 'feedsmith';
import { plainText as hastText } from '../mdx/plain-text.js';
import type { BlogAuthor, HastRoot, SiteConfigJson } from '../../common/contract.js';
import { feedHtml } from './feed-html.js';
import { absoluteUrl } from '../../common/url.js';

export const FEED_SIZE = 20;
export const FEED_PATHS = { rss: '/blog/rss.xml', atom: '/blog/atom.xml', json: '/blog/feed.json' } as const;

export interface FeedPost {
  title: string;
  route: string;
  /** `YYYY-MM-DD` */
  date: string;
  description: string;
  authors: BlogAuthor[];
  tags: string[];
  body: HastRoot;
}

export interface FeedFiles {
  rss: string;
  atom: string;
  json: string;
}

/** The blog plugin's `feedOptions` as `blog-feeds.ts` reads them; absent: this project's defaults. */
export interface FeedOptions {
  title: string | null;
  description: string | null;
  copyright: string | null;
  language: string;
  /** Posts per feed; null: every post. */
  limit: number | null;
  /** The blog's home route and each feed's route (null: not written), locale prefix included. */
  home: string;
  routes: { rss: string | null; atom: string | null; json: string | null };
}

/** `posts` newest first; the first {@link FEED_SIZE} (or `limit`) are published. */
export function buildFeeds(site: SiteConfigJson, blog: { title: string; description: string }, posts: FeedPost[], options?: FeedOptions): FeedFiles {
  // Every URL of the feeds is absolute, under the site's base URL.
  const siteRoot = `${site.url}${site.baseUrl.replace(/\/$/, '')}`;
  const home = `${siteRoot}${options?.home ?? '/blog'}`;
  const feedUrl = (type: keyof FeedOptions['routes']) => `${siteRoot}${options ? (options.routes[type] ?? FEED_PATHS[type]) : FEED_PATHS[type]}`;
  const language = options?.language ?? 'en';
  const items = posts
    .slice(0, options?.limit === null ? posts.length : (options?.limit ?? FEED_SIZE))
    .map((p) => ({ ...p, url: `${siteRoot}${p.route}`, html: feedHtml(p.body, siteRoot), published: new Date(`${p.date}T00:00:00Z`) }));
  const updated = items[0]?.published ?? new Date(0);
  const title = options?.title ?? `${blog.title} | ${site.title}`;
  const description = options?.description ?? blog.description;
  const feed = new Feed({
    title,
    description,
    id: home,
    link: home,
    language,
    favicon: `${siteRoot}/favicon.svg`,
    copyright: options?.copyright ?? (site.footer ? hastText(site.footer.copyright) : ''),
    updated,
    generator: site.title,
    feedLinks: { rss: feedUrl('rss'), atom: feedUrl('atom'), json: feedUrl('json') },
  });
  for (const item of items) {
    feed.addItem({
      title: item.title,
      id: item.url,
      link: item.url,
      description: item.description,
      content: item.html,
      date: item.published,
      published: item.published,
      author: item.authors.map((a) => ({ name: a.name, ...(a.url ? { link: a.url } : {}) })),
      category: item.tags.map((name) => ({ name })),
    });
  }
  const json = generateJsonFeed({
    title,
    home_page_url: home,
    feed_url: feedUrl('json'),
    description,
    language,
    items: items.map((item) => ({
      id: item.url,
      url: item.url,
      title: item.title,
      summary: item.description,
      content_html: item.html,
      date_published: item.published,
      ...(item.authors.length
        ? {
            authors: item.authors.map((a) => ({
              name: a.name,
              ...(a.url ? { url: a.url } : {}),
              ...(a.imageUrl ? { avatar: absoluteUrl(a.imageUrl, siteRoot) } : {}),
            })),
          }
        : {}),
      ...(item.tags.length ? { tags: item.tags } : {}),
    })),
  });
  return { rss: feed.rss2(), atom: feed.atom1(), json: `${JSON.stringify(json, null, 2)}\n` };
}
