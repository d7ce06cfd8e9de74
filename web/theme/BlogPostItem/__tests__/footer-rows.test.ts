import { describe, expect, it } from 'vitest';
import { blogPostFooterRows } from '../footer-rows';

const tag = { label: 'daemon', route: '/blog/tags/daemon' };

describe("blogPostFooterRows (theme-classic 3.10's BlogPostItem/Footer on a post's page)", () => {
  it('draws a footer for a post with a tag or an edit link, with the row of each it has', () => {
    expect(blogPostFooterRows({ tags: [tag], editUrl: 'https://git.example/edit/blog/x.md' })).toEqual({ footer: true, tags: true, editMeta: true });
    expect(blogPostFooterRows({ tags: [tag], editUrl: null })).toEqual({ footer: true, tags: true, editMeta: false });
    expect(blogPostFooterRows({ tags: [], editUrl: 'https://git.example/edit/blog/x.md' })).toEqual({ footer: true, tags: false, editMeta: true });
  });

  it('draws no footer for a post with neither', () => {
    expect(blogPostFooterRows({ tags: [], editUrl: null })).toEqual({ footer: false, tags: false, editMeta: false });
  });

  it('draws the edit row for a last update (date or author) in a footer drawn for a tag or an edit link, and no footer for a last update alone', () => {
    expect(blogPostFooterRows({ tags: [tag], editUrl: null, lastUpdatedAt: '2024-05-02T00:00:00Z' })).toEqual({ footer: true, tags: true, editMeta: true });
    expect(blogPostFooterRows({ tags: [tag], editUrl: null, lastUpdatedAt: null, lastUpdatedBy: 'Ada' })).toEqual({ footer: true, tags: true, editMeta: true });
    // Theme-classic's `renderFooter` asks for tags, a truncated list post or an edit link only.
    expect(blogPostFooterRows({ tags: [], editUrl: null, lastUpdatedAt: '2024-05-02T00:00:00Z', lastUpdatedBy: 'Ada' })).toEqual({
      footer: false,
      tags: false,
      editMeta: false,
    });
  });
});
