/**
 * The blog's feeds as Docusaurus's blog plugin writes them (`feedOptions`): the types it asks for
 * (`rss`, `atom`, `json`, `all`, or none with `type: null`), under the blog's route base and the
 * locale's prefix (`/blog/rss.xml`, `/ar/blog/atom.xml`: each locale's blog has its own feeds),
 * with its `title`, `description`, `copyright`, `language` (else the locale's code) and `limit`
 * (20 posts; `false` or `null`: all). The feed files themselves are `feeds.ts`'s.
 */
import type { RouteChunk } from '../../common/contract.js';
import type { EmitStep } from '../model/emit-step.js';
import type { FeedType } from '../model/site.js';
import type { FeedFiles, FeedOptions, FeedPost } from './feeds.js';
import { feedLinks, localePrefix } from './feed-links.js';
import { TextCache } from '../cache/text-cache.js';

/**
 * The emit step: the feeds of the blog's listed posts (unlisted posts are in none), newest first.
 * The files are kept in `cache` by what they are made from (the posts' content-hashed chunk names,
 * the site and the settings), and the feed libraries are loaded only to make them: a build where
 * no post changed loads neither. A feed the last output made from the same inputs is linked from
 * it, unread.
 */
export const feedsStep =
  (cache: TextCache): EmitStep =>
  async (model, out, manifest) => {
    const settings = model.blog.feeds;
    if (!settings) return;
    const chunks = model.routes.map((r) => r.chunk).filter((c): c is Extract<RouteChunk, { kind: 'blog-post' }> => c.kind === 'blog-post' && !c.unlisted);
    const links = feedLinks(model);
    const route = (type: FeedType) => links.find((l) => l.type === type)?.route ?? null;
    const options: FeedOptions = {
      title: settings.title,
      description: settings.description,
      copyright: settings.copyright,
      language: settings.language ?? model.i18n?.currentLocale ?? 'en',
      limit: settings.limit,
      home: `${localePrefix(model)}${settings.blogPrefix}` || '/',
      routes: { rss: route('rss'), atom: route('atom'), json: route('json') },
    };
    const blog = { title: model.blog.title, description: model.blog.description };
    const inputs = ['blog-feeds', model.site, blog, options, chunks.map((c) => manifest.routes[c.route]?.chunk ?? c)];
    const key = cache.key(inputs);
    // Each feed the last output made from the same inputs is linked; the others are made (all at once).
    let made: Promise<FeedFiles> | null = null;
    const files = () =>
      (made ??= cache
        .textAsync(
          inputs,
          async () => {
            const { buildFeeds } = await import('./feeds.js');
            const posts: FeedPost[] = chunks.map((c) => ({ ...c, tags: c.tags.map((t) => t.label) }));
            return JSON.stringify(buildFeeds(model.site, blog, posts, options));
          },
          key,
        )
        .then((text) => JSON.parse(text) as FeedFiles));
    for (const link of links) {
      const path = link.route.slice(1);
      const feedKey = `${key}.${link.type}`;
      if (out.linkKeyed?.(feedKey)?.file === path) continue;
      const text = (await files())[link.type];
      out.write(path, text);
      out.keyedFile?.(feedKey, path, Buffer.byteLength(text));
    }
    if (!made) cache.keep(key);
    cache.endRun();
  };

export const emitBlogFeeds: EmitStep = feedsStep(new TextCache(null));
