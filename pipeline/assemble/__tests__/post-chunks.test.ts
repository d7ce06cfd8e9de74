import { describe, expect, it } from 'vitest';
import { asCompiled } from '../bodies';
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
    const out = postChunks(ctx, posts, blogSettings(ctx, posts.length), asCompiled, lastUpdates(ctx));
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
    const ctx = context({ inputs: { lastUpdate: new Map([['blog/2024-01-01-old.md', { at: '2024-06-01T00:00:00Z', by: 'Ada' }]]) } });
    const dates = () =>
      postChunks(ctx, posts, blogSettings(ctx, posts.length), asCompiled, lastUpdates(ctx)).routes.map((r) => (r.chunk as BlogPostChunk).lastUpdatedAt);
    expect(dates()).toEqual([null, '2024-06-01T00:00:00Z', null]);
    ctx.layout.blog = { ...ctx.layout.blog!, showLastUpdateTime: false };
    expect(dates()).toEqual([null, null, null]);
  });

  describe("last update (the blog's showLastUpdateTime and showLastUpdateAuthor, front matter last_update)", () => {
    const history = new Map([
      ['blog/2024-01-01-old.md', { at: '2024-06-01T00:00:00+00:00', by: 'Ada' }],
      ['blog/2024-05-01-own.md', { at: '2024-06-02T00:00:00+00:00', by: 'Grace' }],
    ]);
    const withOwn = [
      posts[0]!,
      post('blog/2024-05-01-own.md', '2024-05-01', {
        route: '/blog/own',
        title: 'Own',
        frontMatter: { last_update: { date: new Date('2023-09-10T00:00:00Z'), author: 'Lin' } },
      }),
      post('blog/2024-05-02-date.md', '2024-05-02', { route: '/blog/date', title: 'Date', frontMatter: { last_update: { date: '2023-10-11' } } }),
    ];
    const updates = (time: boolean, author: boolean) => {
      const ctx = context({ inputs: { lastUpdate: history } });
      ctx.layout.blog = { ...ctx.layout.blog!, showLastUpdateTime: time, showLastUpdateAuthor: author };
      const last = lastUpdates(ctx);
      const chunks = postChunks(ctx, withOwn, blogSettings(ctx, withOwn.length), asCompiled, last).routes.map((r) => r.chunk as BlogPostChunk);
      last.report();
      return { byRoute: Object.fromEntries(chunks.map((c) => [c.route, [c.lastUpdatedAt, c.lastUpdatedBy]])), chunks, ctx };
    };

    it('carries neither with both options off, front matter or not, and asks git for nothing', () => {
      const { byRoute, chunks, ctx } = updates(false, false);
      expect(byRoute).toEqual({ '/blog/date': [null, undefined], '/blog/own': [null, undefined], '/blog/old': [null, undefined] });
      // No author key at all: a chunk without one keeps its bytes.
      expect(chunks.every((c) => !('lastUpdatedBy' in c))).toBe(true);
      expect(ctx.report.problems).toEqual([]);
    });

    it("takes front matter's date and author before git's, each on its own", () => {
      const { byRoute, ctx } = updates(true, true);
      expect(byRoute).toEqual({
        '/blog/old': ['2024-06-01T00:00:00+00:00', 'Ada'],
        '/blog/own': ['2023-09-10T00:00:00.000Z', 'Lin'],
        // Its date from front matter; no history for its author (one warning names the file).
        '/blog/date': ['2023-10-11T00:00:00.000Z', undefined],
      });
      expect(ctx.report.problems.map((p) => p.message)).toEqual([
        '1 file(s) have no git history, so they show no last-update date (first: blog/2024-05-02-date.md)',
      ]);
    });

    it('carries the author alone with showLastUpdateAuthor only, the date alone with showLastUpdateTime only', () => {
      expect(updates(false, true).byRoute).toEqual({ '/blog/date': [null, undefined], '/blog/own': [null, 'Lin'], '/blog/old': [null, 'Ada'] });
      expect(updates(true, false).byRoute).toEqual({
        '/blog/date': ['2023-10-11T00:00:00.000Z', undefined],
        '/blog/own': ['2023-09-10T00:00:00.000Z', undefined],
        '/blog/old': ['2024-06-01T00:00:00+00:00', undefined],
      });
    });
  });

  it('marks a post whose front matter hides its table of contents, keeping the headings', () => {
    const ctx = context();
    const hidden = [
      post('blog/2024-04-01-quiet.md', '2024-04-01', { route: '/blog/quiet', title: 'Quiet', frontMatter: { hide_table_of_contents: true } }),
      posts[0]!,
    ];
    const chunks = postChunks(ctx, hidden, blogSettings(ctx, hidden.length), asCompiled, lastUpdates(ctx)).routes.map((r) => r.chunk as BlogPostChunk);
    expect(chunks.map((c) => [c.route, c.hideTableOfContents])).toEqual([
      ['/blog/quiet', true],
      ['/blog/old', undefined],
    ]);
    expect(Object.keys(chunks[1]!)).not.toContain('hideTableOfContents');
  });
});
