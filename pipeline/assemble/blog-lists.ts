/**
 * The blog's generated pages: the paginated list of posts, the tags page and each tag's posts, the
 * authors page and each author's posts (authors with `page`), and the archive.
 */
import type { BlogArchiveChunk, BlogAuthor, BlogAuthorsChunk, BlogListChunk, BlogPostSummary, BlogSidebar, TagLink, TagsChunk } from '../../common/contract.js';
import { blogListRoute, paginate } from '../routes/blog.js';
import type { BlogSettings } from './blog-settings.js';
import { taggedTitle } from './text.js';
import type { RouteEntry } from '../model/site.js';

export function blogListChunks(
  blog: BlogSettings,
  title: string,
  summaries: BlogPostSummary[],
  blogSidebar: BlogSidebar | null,
  authors: Map<string, BlogAuthor>,
): RouteEntry[] {
  const routes: RouteEntry[] = [];
  // A paginated list of posts: the blog itself, one tag's posts or one author's.
  const listPages = (base: string, listTitle: string, list: BlogPostSummary[], listOf: BlogListChunk['listOf']) => {
    const pages = paginate(list, blog.postsPerPage);
    pages.forEach((items, i) => {
      const page = i + 1;
      const chunk: BlogListChunk = {
        kind: 'blog-list',
        route: blogListRoute(page, base),
        title: page === 1 ? listTitle : `${listTitle}: page ${page}`,
        page,
        totalPages: pages.length,
        totalPosts: list.length,
        postsPerPage: blog.postsPerPage,
        previousPage: page > 1 ? blogListRoute(page - 1, base) : null,
        nextPage: page < pages.length ? blogListRoute(page + 1, base) : null,
        posts: items,
        listOf,
        blogRoute: blog.prefix || '/',
        archiveRoute: blog.archiveRoute,
        blogSidebar,
      };
      routes.push({ chunk, sidebar: null });
    });
  };
  if (blog.options) {
    if (blog.hasPosts) listPages(blog.prefix, title, summaries, null);
    const byTag = new Map<string, { tag: TagLink; posts: BlogPostSummary[] }>();
    for (const s of summaries) for (const t of s.tags) (byTag.get(t.route) ?? byTag.set(t.route, { tag: t, posts: [] }).get(t.route)!).posts.push(s);
    if (byTag.size) {
      const tagsChunk: TagsChunk = {
        kind: 'tags',
        plugin: 'blog',
        route: blog.tagsRoute,
        title: 'Tags',
        tags: [...byTag.values()].map((t) => ({ ...t.tag, count: t.posts.length })).sort((a, b) => a.label.localeCompare(b.label)),
        blogSidebar,
      };
      routes.push({ chunk: tagsChunk, sidebar: null });
      for (const { tag, posts } of byTag.values())
        listPages(tag.route, taggedTitle(posts.length, 'post', tag.label), posts, { type: 'tag', tag, allTagsRoute: blog.tagsRoute });
    }
    // As Docusaurus's blog plugin: the authors page lists every author of the authors map, with
    // their listed posts; only those with `page: true` get a page of their posts.
    if (authors.size) {
      const byAuthor = (key: string) => summaries.filter((s) => s.authors.some((a) => a.key === key));
      const authorsChunk: BlogAuthorsChunk = {
        kind: 'blog-authors',
        route: blog.authorsRoute,
        title: 'Authors',
        authors: [...authors.values()].map((a) => ({ ...a, count: byAuthor(a.key).length })),
        blogSidebar,
      };
      routes.push({ chunk: authorsChunk, sidebar: null });
      for (const author of authors.values())
        if (author.page) listPages(author.page, author.name, byAuthor(author.key), { type: 'author', author, allAuthorsRoute: blog.authorsRoute });
    }
  }
  if (blog.archiveRoute) routes.push({ chunk: archiveChunk(blog.archiveRoute, summaries), sidebar: null });
  return routes;
}

/** The listed posts by year, newest year first as the summaries come. */
export function archiveChunk(route: string, summaries: BlogPostSummary[]): BlogArchiveChunk {
  const years = new Map<number, BlogArchiveChunk['years'][number]['posts']>();
  for (const s of summaries) {
    const y = Number(s.date.slice(0, 4));
    if (!years.has(y)) years.set(y, []);
    years.get(y)!.push({ title: s.title, route: s.route, date: s.date });
  }
  return { kind: 'blog-archive', route, title: 'Archive', years: [...years].map(([year, list]) => ({ year, posts: list })) };
}
