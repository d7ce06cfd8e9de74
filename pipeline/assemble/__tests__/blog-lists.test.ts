import { describe, expect, it } from 'vitest';
import type { BlogAuthorsChunk, BlogListChunk, BlogPostSummary } from '../../../common/contract';
import { archiveChunk, blogListChunks } from '../blog-lists';
import { blogSettings } from '../blog-settings';
import { context, paragraph } from './fixture';

const summary = (i: number, tags: string[] = []): BlogPostSummary => ({
  title: `Post ${i}`,
  route: `/blog/p${i}`,
  date: `${2020 + (i % 2)}-01-0${(i % 9) + 1}`,
  description: '',
  authors: [{ key: 'ada', name: 'Ada' }],
  tags: tags.map((t) => ({ label: t, route: `/blog/tags/${t}` })),
  excerpt: paragraph('x'),
  truncated: false,
  readingMinutes: 1,
});

describe('blogListChunks', () => {
  it('paginates the blog, lists each tag and author with a page, and the archive', () => {
    const ctx = context({ site: { blog: { postsPerPage: 2 } } });
    const blog = blogSettings(ctx, 3);
    const summaries = [summary(1, ['lamps']), summary(2), summary(3, ['lamps'])];
    const authors = new Map([['ada', { key: 'ada', name: 'Ada', page: '/blog/authors/ada' }]]);
    const routes = blogListChunks(blog, 'Blog', summaries, null, authors).map((r) => r.chunk);
    expect(routes.map((c) => `${c.kind} ${c.route}`)).toEqual([
      'blog-list /blog',
      'blog-list /blog/page/2',
      'tags /blog/tags',
      'blog-list /blog/tags/lamps',
      'blog-authors /blog/authors',
      'blog-list /blog/authors/ada',
      'blog-list /blog/authors/ada/page/2',
      'blog-archive /blog/archive',
    ]);
    expect(routes[1] as BlogListChunk).toMatchObject({ title: 'Blog: page 2', page: 2, totalPages: 2, previousPage: '/blog', nextPage: null });
    expect(routes[3] as BlogListChunk).toMatchObject({ title: '2 posts tagged with "lamps"', listOf: { type: 'tag' } });
  });

  it('lists every author on the authors page, as Docusaurus does, and gives a page only to those with page: true', () => {
    const ctx = context({ site: { blog: { postsPerPage: 10 } } });
    const authors = new Map([
      ['ada', { key: 'ada', name: 'Ada' }],
      ['lin', { key: 'lin', name: 'Lin', page: '/blog/authors/lin' }],
    ]);
    const routes = blogListChunks(blogSettings(ctx, 1), 'Blog', [summary(1)], null, authors).map((r) => r.chunk);
    expect(routes.map((c) => `${c.kind} ${c.route}`)).toEqual([
      'blog-list /blog',
      'blog-authors /blog/authors',
      'blog-list /blog/authors/lin',
      'blog-archive /blog/archive',
    ]);
    const list = routes[1] as BlogAuthorsChunk;
    expect(list.authors.map((a) => [a.name, a.count])).toEqual([
      ['Ada', 1],
      ['Lin', 0],
    ]);
    // No authors map, no authors page.
    expect(blogListChunks(blogSettings(ctx, 1), 'Blog', [summary(1)], null, new Map()).map((r) => r.chunk.kind)).not.toContain('blog-authors');
  });

  it('makes no list or archive for a blog without posts, but keeps the authors page of its authors map (as Docusaurus)', () => {
    const ctx = context({ site: { blog: { postsPerPage: 10 } } });
    const authors = new Map([['ada', { key: 'ada', name: 'Ada', page: '/blog/authors/ada' }]]);
    expect(blogListChunks(blogSettings(ctx, 0), 'Blog', [], null, new Map())).toEqual([]);
    expect(blogListChunks(blogSettings(ctx, 0), 'Blog', [], null, authors).map((r) => `${r.chunk.kind} ${r.chunk.route}`)).toEqual([
      'blog-authors /blog/authors',
      'blog-list /blog/authors/ada',
    ]);
    // Only unlisted posts: the list page exists (empty), the archive does not.
    expect(blogListChunks(blogSettings(ctx, 1, 0), 'Blog', [], null, new Map()).map((r) => `${r.chunk.kind} ${r.chunk.route}`)).toEqual(['blog-list /blog']);
  });

  it('groups the archive by year in list order', () => {
    expect(archiveChunk('/blog/archive', [summary(1), summary(2), summary(3)]).years.map((y) => [y.year, y.posts.length])).toEqual([
      [2021, 2],
      [2020, 1],
    ]);
  });
});
