/**
 * A chunk per post, newest first (posts of one date by file name), and the summaries the blog's
 * lists show. Unlisted posts are built but are in no list, sidebar or feed, and are nobody's
 * previous or next.
 */
import type { BlogAuthor, BlogPostChunk, BlogPostSummary, BlogSidebar, NavLink } from '../../common/contract.js';
import { sourceEditUrl } from '../config/edit-url.js';
import { resolveTags } from '../routes/tags.js';
import type { CompiledEntry } from '../model/entries.js';
import { pageToc } from './page-toc.js';
import { resolveAuthors } from './authors.js';
import type { BlogSettings } from './blog-settings.js';
import type { LastUpdates } from './last-update.js';
import { deriveLazy } from '../util/lazy-property.js';
import { firstSentence, readingMinutes, str } from './text.js';
import type { AssembleContext, PostItem } from './types.js';
import type { PublishedBodies } from './bodies.js';
import type { RouteEntry } from '../model/site.js';

export interface PostChunks {
  routes: RouteEntry[];
  /** The listed posts, in list order. */
  summaries: BlogPostSummary[];
  blogSidebar: BlogSidebar | null;
  /** authors.yml with each author's page as a route. */
  authors: Map<string, BlogAuthor>;
}

export function postChunks(ctx: AssembleContext, posts: PostItem[], blog: BlogSettings, bodies: PublishedBodies, lastUpdate: LastUpdates): PostChunks {
  const { inputs, report } = ctx;
  const options = blog.options;
  // Author keys are only checked against an authors.yml that loaded (its own error is reported).
  const authorsLoaded = !inputs.problems.some((p) => p.file.endsWith('authors.yml'));
  const { sorted, listed: order } = postsInOrder(posts, options?.sortPosts === 'ascending');
  const sidebarCount = options?.blogSidebarCount ?? 5;
  const blogSidebar: BlogSidebar | null =
    options && sidebarCount > 0 && order.length > 0
      ? {
          title: options.blogSidebarTitle,
          items: order.slice(0, sidebarCount).map(({ compiled: c, entry }) => ({ title: c.title, route: c.route, year: Number(entry.date.slice(0, 4)) })),
          groupByYear: inputs.siteFile?.value.blogSidebar?.groupByYear ?? true,
        }
      : null;
  const authors = new Map([...inputs.authors].map(([k, a]) => [k, a.page ? { ...a, page: `${blog.authorsRoute}/${a.page}` } : a]));
  const editConfig = inputs.siteFile?.value ?? {};
  const routes: RouteEntry[] = [];
  const summaries: BlogPostSummary[] = [];
  [...order, ...sorted.filter(({ compiled }) => isUnlisted(compiled))].forEach(({ compiled: c, entry }, i) => {
    const unlisted = isUnlisted(c);
    const postAuthors = resolveAuthors(
      c.source.frontMatter,
      authors,
      (msg) => authorsLoaded && report.warn(ctx.at(c.source.path), c.source.fieldLines?.authors ?? 1, 1, msg),
      (msg) => report.error(ctx.at(c.source.path), c.source.fieldLines?.authors ?? 1, 1, msg),
    );
    const minutes = options?.showReadingTime === false ? null : readingMinutes(c.compiled.analysis.sourceWords);
    const description = str(c.source.frontMatter.description) ?? (c.compiled.excerpt ? firstSentence(c.compiled.excerpt) : bodies.firstSentence(c));
    const tags = resolveTags(c.source.frontMatter.tags, blog.tagsRoute);
    const link = (j: number): NavLink | null => (!unlisted && order[j] ? { title: order[j].compiled.title, route: order[j].compiled.route } : null);
    const chunk: BlogPostChunk = {
      kind: 'blog-post',
      route: c.route,
      title: c.title,
      description,
      date: entry.date,
      authors: postAuthors,
      tags,
      readingMinutes: minutes,
      unlisted,
      // Only the dev server builds a draft (pipeline/stages/routes.ts).
      ...(c.source.frontMatter.draft === true ? { draft: true as const } : {}),
      blogSidebar,
      toc: pageToc(ctx, c),
      ...(c.source.frontMatter.hide_table_of_contents === true ? { hideTableOfContents: true as const } : {}),
      // Its place among the keys (and so in the chunk's bytes); set below.
      body: null as never,
      previous: link(i - 1),
      next: link(i + 1),
      ...lastUpdate.of(c.source.path, c.source.frontMatter, ctx.layout.blog),
      editUrl: sourceEditUrl(editConfig, 'post', c.source, c.route),
    };
    // Read from disk on each use when the compiled body is (compile/body-store.ts).
    bodies.publish(chunk, c);
    routes.push({ chunk, sidebar: null });
    if (unlisted) return;
    const summary: BlogPostSummary = {
      title: c.title,
      route: c.route,
      date: entry.date,
      description,
      authors: postAuthors,
      tags,
      excerpt: null as never,
      truncated: c.compiled.excerpt !== null,
      readingMinutes: minutes,
    };
    deriveLazy(summary, 'excerpt', c.compiled, 'body', () => c.compiled.excerpt ?? bodies.of(c));
    summaries.push(summary);
  });
  return { routes, summaries, blogSidebar, authors };
}

const isUnlisted = (c: CompiledEntry) => c.source.frontMatter.unlisted === true;

/**
 * The posts in the blog's order (newest first; oldest first with `sortPosts: 'ascending'`), and the
 * listed ones among them (`unlisted` posts are in no list), in the order the lists show them.
 */
export function postsInOrder(posts: PostItem[], ascending: boolean): { sorted: PostItem[]; listed: PostItem[] } {
  const sorted = [...posts].sort((a, b) => b.entry.date.localeCompare(a.entry.date) || a.entry.source.path.localeCompare(b.entry.source.path));
  if (ascending) sorted.reverse();
  return { sorted, listed: sorted.filter(({ compiled }) => !isUnlisted(compiled)) };
}
