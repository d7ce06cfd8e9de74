import { describe, expect, it } from 'vitest';
import { blogListRoute, isValidDate, paginate, postIdentity, PostDateError } from '../blog';

describe('post identity', () => {
  it('reads date and slug from YYYY-MM-DD-slug.md', () => {
    expect(postIdentity({ relativePath: '2025-02-19-new-config-entry-states.md' })).toEqual({
      date: '2025-02-19',
      route: '/blog/2025/02/19/new-config-entry-states',
      fileTitle: 'new-config-entry-states',
    });
  });
  it('reads folder forms', () => {
    expect(postIdentity({ relativePath: '2024/01/05/x.mdx' }).route).toBe('/blog/2024/01/05/x');
    expect(postIdentity({ relativePath: '2024-01-05-x/index.md' }).route).toBe('/blog/2024/01/05/x');
  });
  it('reads the date anywhere in the path, after a folder, with one-digit months and days, as Docusaurus does', () => {
    expect(postIdentity({ relativePath: 'releases/2024-01-05-x.md' })).toEqual({ date: '2024-01-05', route: '/blog/2024/01/05/releases/x', fileTitle: 'x' });
    expect(postIdentity({ relativePath: '2024-1-5-x.md' })).toEqual({ date: '2024-01-05', route: '/blog/2024/1/5/x', fileTitle: 'x' });
  });
  it('routes an undated file name by its path, whatever date front matter gives', () => {
    expect(postIdentity({ relativePath: 'releases/10.26.md', frontMatterDate: '2025-12-15' })).toEqual({
      date: '2025-12-15',
      route: '/blog/releases/10.26',
      fileTitle: 'releases/10.26',
    });
  });
  it('dates a post that names no date by the fallback (when git first saw the file)', () => {
    expect(postIdentity({ relativePath: 'undated.md', fallbackDate: '2023-06-01' })).toMatchObject({ date: '2023-06-01', route: '/blog/undated' });
  });
  it('lets front matter override date and slug; a front matter date never moves a post', () => {
    expect(postIdentity({ relativePath: '2024-01-05-x.md', frontMatterDate: '2024-02-01' })).toMatchObject({ date: '2024-02-01', route: '/blog/2024/01/05/x' });
    expect(postIdentity({ relativePath: '2024-01-05-x.md', frontMatterDate: new Date('2024-03-04T00:00:00Z') }).date).toBe('2024-03-04');
    expect(postIdentity({ relativePath: '2024-01-05-x.md', frontMatterSlug: '/hello' }).route).toBe('/blog/hello');
  });
  it('rejects impossible dates with a reason', () => {
    expect(() => postIdentity({ relativePath: '2024-02-30-x.md' })).toThrow(PostDateError);
    expect(() => postIdentity({ relativePath: '2024-02-30-x.md' })).toThrow(/not a calendar date/);
  });
  it('needs a date from somewhere', () => expect(() => postIdentity({ relativePath: 'undated.md' })).toThrow(/needs a date/));
  it('validates ISO dates', () => {
    expect(isValidDate('2024-02-29')).toBe(true);
    expect(isValidDate('2023-02-29')).toBe(false);
    expect(isValidDate('2024-1-1')).toBe(false);
  });
});

describe('pagination', () => {
  const posts = Array.from({ length: 215 }, (_, i) => i);
  it('makes 22 pages of 10 with 5 on the last', () => {
    const pages = paginate(posts, 10);
    expect(pages).toHaveLength(22);
    expect(pages.at(-1)).toHaveLength(5);
    expect(pages.flat()).toEqual(posts);
  });
  it('keeps one empty page for an empty blog', () => expect(paginate([], 10)).toEqual([[]]));
  it('routes page 1 to /blog and others to /blog/page/n', () => {
    expect(blogListRoute(1)).toBe('/blog');
    expect(blogListRoute(2)).toBe('/blog/page/2');
  });
});
