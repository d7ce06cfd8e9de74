/**
 * Each feed's file name, type and title, for the feed files and for every page's head
 * (`prerender/head.ts`). Apart from the emit step (`blog-feeds.ts`) so that the prerender threads
 * do not load the feed libraries.
 */
import type { I18nJson } from '../../common/contract.js';
import type { FeedSettings, FeedType } from '../model/site.js';

const FEED_FILES: Record<FeedType, string> = { rss: 'rss.xml', atom: 'atom.xml', json: 'feed.json' };
const FEED_MIME: Record<FeedType, string> = { rss: 'application/rss+xml', atom: 'application/atom+xml', json: 'application/feed+json' };
const FEED_LABEL: Record<FeedType, string> = { rss: 'RSS', atom: 'Atom', json: 'JSON Feed' };

interface FeedSite {
  site: { title: string };
  blog: { title: string; feeds?: FeedSettings | null };
  i18n?: Pick<I18nJson, 'currentLocale' | 'locales'>;
}

/** The model's locale prefix (`/ar`), `''` for the default locale. */
export function localePrefix(model: Pick<FeedSite, 'i18n'>): string {
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
