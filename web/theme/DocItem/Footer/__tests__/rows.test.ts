import { describe, expect, it } from 'vitest';
import { docFooterRows } from '../rows';

const tag = { label: 'conflicts', route: '/docs/tags/conflicts' };

describe("docFooterRows (theme-classic 3.10's DocItem/Footer)", () => {
  it('draws the tags row for a doc with a tag, the edit row for one with an edit link or a last update', () => {
    expect(docFooterRows({ tags: [tag], editUrl: 'https://git.example/edit/docs/a.md', lastUpdatedAt: null })).toEqual({ tags: true, editMeta: true });
    expect(docFooterRows({ tags: [tag], editUrl: null, lastUpdatedAt: null })).toEqual({ tags: true, editMeta: false });
    expect(docFooterRows({ editUrl: null, lastUpdatedAt: '2024-05-02T10:00:00Z' })).toEqual({ tags: false, editMeta: true });
  });

  it('draws neither for a doc with no tag (absent or empty), no edit link and no last update: no footer', () => {
    expect(docFooterRows({ editUrl: null, lastUpdatedAt: null })).toEqual({ tags: false, editMeta: false });
    expect(docFooterRows({ tags: [], editUrl: '', lastUpdatedAt: null })).toEqual({ tags: false, editMeta: false });
  });
});
