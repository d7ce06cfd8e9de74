/**
 * The blog's feeds as Docusaurus's blog plugin writes them (`feedOptions`): the types it asks for
 * (`rss`, `atom`, `json`, `all`, or none with `type: null`), under the blog's route base and the
 * locale's prefix (`/blog/rss.xml`, `/ar/blog/atom.xml`: each locale's blog has its own feeds),
 * with its `title`, `description`, `copyright`, `language` (else the locale's code) and `limit`
 * (20 posts; `false` or `null`: all). The feed files themselves are `feeds.ts`'s.
 */
export type { FeedSettings, FeedType } from './feed-settings.js';
import type { I18nJson, RouteChunk } from '../contract.js';
import type { EmitStep } from '../stages/emit-step.js';
import type { FeedSettings, FeedType } from './feed-settings.js';
import { buildFeeds, type FeedPost } from './feeds.js';

export const FEED_FILES: Record<FeedType, string> = { rss: 'rss.xml', atom: 'atom.xml', json: 'feed.json' };
export const FEED_MIME: Record<FeedType, string> = { rss: 'application/rss+xml', atom: 'application/atom+xml', json: 'application/feed+json' };
const FEED_LABEL: Record<FeedType, string> = { rss: 'RSS', atom: 'Atom', json: 'JSON Feed' };

interface FeedSite {
  site: { title: string };
  blog: { title: string; feeds?: FeedSettings | null };
  i18n?: Pick<I18nJson, 'currentLocale' | 'locales'>;
}

/** The model's locale prefix (`/ar`), `''` for the default locale. */
function localePrefix(model: Pick<FeedSite, 'i18n'>): string {
  return model.i18n?.locales.find((l) => l.code === model.i18n!.currentLocale)?.prefix ?? '';
}

/** Each feed of a site: its type, route (no base URL) and link title, for the files and the page heads. */
export function feedLinks(model: FeedSite): { type: FeedType; mime: string; route: string; title: string }[] {
  const settings = model.blog.feeds;
  if (!settings) return [];
  const title = settings.title ?? `${model.blog.title} | ${model.site.title}`;
  return settings.types.map((type) => ({
    type,
    mime: FEED_MIME[type],
    route: `${localePrefix(model)}${settings.blogPrefix}/${FEED_FILES[type]}`,
    title: `${title} (${FEED_LABEL[type]})`,
  }));
}

/** The emit step: the feeds of the blog's listed posts (unlisted posts are in none), newest first. */
export const emitBlogFeeds: EmitStep = (model, out) => {
  const settings = model.blog.feeds;
  if (!settings) return;
  const posts: FeedPost[] = model.routes
    .map((r) => r.chunk)
    .filter((c): c is Extract<RouteChunk, { kind: 'blog-post' }> => c.kind === 'blog-post' && !c.unlisted)
    .map((c) => ({ ...c, tags: c.tags.map((t) => t.label) }));
  const links = feedLinks(model);
  const route = (type: FeedType) => links.find((l) => l.type === type)?.route ?? null;
  const files = buildFeeds(model.site, model.blog, posts, {
    title: settings.title,
    description: settings.description,
    copyright: settings.copyright,
    language: settings.language ?? model.i18n?.currentLocale ?? 'en',
    limit: settings.limit,
    home: `${localePrefix(model)}${settings.blogPrefix}` || '/',
    routes: { rss: route('rss'), atom: route('atom'), json: route('json') },
  });
  for (const link of links) out.write(link.route.slice(1), files[link.type]);
};
