/**
 * The blog plugin's `feedOptions` as the model carries them. Apart from `blog-feeds.ts` (the emit
 * step) so that the model's types can name them without importing the emit step's.
 */
import type { FeedSettings } from '../model/site.js';
import type { ContentLayout } from '../../docusaurus/node/config/layout.js';

/** The blog plugin's feed options, or null without a blog or with `feedOptions.type: null`. */
export function feedSettings(blog: ContentLayout['blog']): FeedSettings | null {
  if (!blog) return null;
  const types = (['rss', 'atom', 'json'] as const).filter((t) => blog.feedTypes.includes(t));
  if (types.length === 0) return null;
  return {
    types,
    blogPrefix: blog.prefix,
    title: blog.feedTitle,
    description: blog.feedDescription,
    copyright: blog.feedCopyright || null,
    language: blog.feedLanguage,
    limit: blog.feedLimit,
  };
}
