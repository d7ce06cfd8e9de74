/**
 * Blog feeds: RSS 2.0 and Atom 1.0 (with the `feed` library) and JSON Feed 1.1 (with feedsmith: the
 * `feed` library writes JSON Feed 1.0), each with the newest posts and their full content.
 */
import { Feed } from 'feed';
import { generateJsonFeed } from 'feedsmith';
import type { EmitStep } from '../stages/emit-step.js';
import { plainText as hastText } from '../mdx/plain-text.js';
import type { BlogAuthor, HastRoot, RouteChunk, SiteConfigJson } from '../contract.js';
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

/** `posts` newest first; the first {@link FEED_SIZE} are published. */
export function buildFeeds(site: SiteConfigJson, blog: { title: string; description: string }, posts: FeedPost[]): FeedFiles {
  // Every URL of the feeds is absolute, under the site's base URL.
  const siteRoot = `${site.url}${site.baseUrl.replace(/\/$/, '')}`;
  const items = posts
    .slice(0, FEED_SIZE)
    .map((p) => ({ ...p, url: `${siteRoot}${p.route}`, html: feedHtml(p.body, siteRoot), published: new Date(`${p.date}T00:00:00Z`) }));
  const updated = items[0]?.published ?? new Date(0);
  const title = `${blog.title} | ${site.title}`;
  const feed = new Feed({
    title,
    description: blog.description,
    id: `${siteRoot}/blog`,
    link: `${siteRoot}/blog`,
    language: 'en',
    favicon: `${siteRoot}/favicon.svg`,
    copyright: hastText(site.footer.copyright),
    updated,
    generator: site.title,
    feedLinks: { rss: `${siteRoot}${FEED_PATHS.rss}`, atom: `${siteRoot}${FEED_PATHS.atom}`, json: `${siteRoot}${FEED_PATHS.json}` },
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
    home_page_url: `${siteRoot}/blog`,
    feed_url: `${siteRoot}${FEED_PATHS.json}`,
    description: blog.description,
    language: 'en',
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

/** The feeds of the blog's listed posts (unlisted posts are in no feed); posts are assembled newest first. */
export const emitFeeds: EmitStep = (model, out) => {
  const posts: FeedPost[] = model.routes
    .map((r) => r.chunk)
    .filter((c): c is Extract<RouteChunk, { kind: 'blog-post' }> => c.kind === 'blog-post' && !c.unlisted)
    .map((c) => ({ ...c, tags: c.tags.map((t) => t.label) }));
  const feeds = buildFeeds(model.site, model.blog, posts);
  out.write(FEED_PATHS.rss.slice(1), feeds.rss);
  out.write(FEED_PATHS.atom.slice(1), feeds.atom);
  out.write(FEED_PATHS.json.slice(1), feeds.json);
};
