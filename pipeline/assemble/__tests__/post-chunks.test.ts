import { describe, expect, it } from 'vitest';
import type { BlogPostChunk } from '../../../common/contract';
import { blogSettings } from '../blog-settings';
import { lastUpdates } from '../last-update';
import { postChunks } from '../post-chunks';
import { context, post } from './fixture';

describe('postChunks', () => {
  const posts = [
    post('blog/2024-01-01-old.md', '2024-01-01', { route: '/blog/old', title: 'Old' }),
    post('blog/2024-03-01-hidden.md', '2024-03-01', { route: '/blog/hidden', title: 'Hidden', frontMatter: { unlisted: true } }),
    post('blog/2024-02-01-new.md', '2024-02-01', { route: '/blog/new', title: 'New', frontMatter: { authors: ['ghost'] }, fieldLines: { authors: 3 } }),
  ];

  it('orders posts newest first, leaves unlisted ones out of lists and links, and warns about unknown authors at their line', () => {
    const ctx = context();
    const out = postChunks(ctx, posts, blogSettings(ctx, posts.length), (c) => c.compiled.body, lastUpdates(ctx));
    const chunks = out.routes.map((r) => r.chunk as BlogPostChunk);
    expect(chunks.map((c) => c.route)).toEqual(['/blog/new', '/blog/old', '/blog/hidden']);
    expect(chunks[0]).toMatchObject({ next: { route: '/blog/old' }, previous: null, readingMinutes: 3, date: '2024-02-01' });
    expect(chunks[2]).toMatchObject({ unlisted: true, previous: null, next: null });
    expect(out.summaries.map((s) => s.route)).toEqual(['/blog/new', '/blog/old']);
    expect(out.blogSidebar?.items.map((i) => [i.route, i.year])).toEqual([
      ['/blog/new', 2024],
      ['/blog/old', 2024],
    ]);
    // Docusaurus's default when the theme config says nothing.
    expect(out.blogSidebar?.groupByYear).toBe(true);
    expect(ctx.report.problems.map((p) => `${p.file}:${p.line} ${p.message}`)).toEqual([
      'site/blog/2024-02-01-new.md:3 author key "ghost" is not in authors.yml; known keys: ',
    ]);
  });

  it("carries a post's last commit only when the blog shows last-update times", () => {
    const ctx = context({ inputs: { lastUpdate: new Map([['blog/2024-01-01-old.md', '2024-06-01T00:00:00Z']]) } });
    const dates = () =>
      postChunks(ctx, posts, blogSettings(ctx, posts.length), (c) => c.compiled.body, lastUpdates(ctx)).routes.map(
        (r) => (r.chunk as BlogPostChunk).lastUpdatedAt,
      );
    expect(dates()).toEqual([null, '2024-06-01T00:00:00Z', null]);
    ctx.layout.blog = { ...ctx.layout.blog!, showLastUpdateTime: false };
    expect(dates()).toEqual([null, null, null]);
  });

  it('marks a post whose front matter hides its table of contents, keeping the headings', () => {
    const ctx = context();
    const hidden = [
      post('blog/2024-04-01-quiet.md', '2024-04-01', { route: '/blog/quiet', title: 'Quiet', frontMatter: { hide_table_of_contents: true } }),
      posts[0]!,
    ];
    const chunks = postChunks(ctx, hidden, blogSettings(ctx, hidden.length), (c) => c.compiled.body, lastUpdates(ctx)).routes.map(
      (r) => r.chunk as BlogPostChunk,
    );
    expect(chunks.map((c) => [c.route, c.hideTableOfContents])).toEqual([
      ['/blog/quiet', true],
      ['/blog/old', undefined],
    ]);
    expect(Object.keys(chunks[1]!)).not.toContain('hideTableOfContents');
  });
});
