import { describe, expect, it } from 'vitest';
import type { DocChunk, DocTagChunk, TagsChunk } from '../../../common/contract';
import { docChunks } from '../doc-chunks';
import { lastUpdates } from '../last-update';
import { resolveSiteSidebars } from '../sidebars';
import { context, doc } from './fixture';

describe('docChunks', () => {
  it('makes a doc chunk per doc, paired with its own sidebar and navigation, then the tag pages', () => {
    const docs = [
      doc('docs/a.md', 'a', { route: '/docs/a', title: 'A', frontMatter: { description: 'Doc A.', tags: ['wiring'], keywords: ['k'] } }),
      doc('docs/b.md', 'b', { route: '/docs/b', title: 'B', frontMatter: { hide_table_of_contents: true } }),
    ];
    const ctx = context({ inputs: { lastUpdate: new Map([['docs/a.md', '2024-05-01T00:00:00Z']]) } });
    const updates = lastUpdates(ctx);
    const routes = docChunks(ctx, docs, resolveSiteSidebars(ctx, docs), (c) => c.compiled.body, updates);
    const [a, b] = routes.map((r) => r.chunk) as [DocChunk, DocChunk];
    expect(a).toMatchObject({
      kind: 'doc',
      id: 'a',
      route: '/docs/a',
      description: 'Doc A.',
      keywords: ['k'],
      sidebar: 'docs',
      lastUpdatedAt: '2024-05-01T00:00:00Z',
    });
    expect(a.next).toEqual({ title: 'B', route: '/docs/b' });
    expect(b).toMatchObject({
      id: 'b',
      description: 'About /docs/b.',
      hideTableOfContents: true,
      lastUpdatedAt: null,
      previous: { title: 'A', route: '/docs/a' },
    });
    expect(routes.map((r) => r.sidebar)).toEqual(['docs', 'docs', null, null]);
    const tags = routes[2]!.chunk as TagsChunk;
    expect(tags).toMatchObject({ kind: 'tags', route: '/docs/tags', tags: [{ label: 'wiring', count: 1 }] });
    expect(routes[3]!.chunk as DocTagChunk).toMatchObject({
      kind: 'doc-tag',
      title: 'One doc tagged with "wiring"',
      docs: [{ route: '/docs/a', description: 'Doc A.' }],
    });
    updates.report();
    expect(ctx.report.problems.map((p) => p.message)).toEqual(['1 file(s) have no git history, so they show no last-update date (first: docs/b.md)']);
  });
});

describe('last-update dates', () => {
  it('are left out, and git not asked, when the docs instance or the blog does not show them (showLastUpdateTime off)', () => {
    const ctx = context({ inputs: { lastUpdate: new Map([['docs/a.md', '2024-05-01T00:00:00Z']]) } });
    ctx.layout.docs = ctx.layout.docs.map((d) => ({ ...d, showLastUpdateTime: false }));
    const docs = [doc('docs/a.md', 'a', { route: '/docs/a', title: 'A' }), doc('docs/b.md', 'b', { route: '/docs/b', title: 'B' })];
    const updates = lastUpdates(ctx);
    const chunks = docChunks(ctx, docs, resolveSiteSidebars(ctx, docs), (c) => c.compiled.body, updates).map((r) => r.chunk as DocChunk);
    expect(chunks.slice(0, 2).map((c) => c.lastUpdatedAt)).toEqual([null, null]);
    updates.report();
    expect(ctx.report.problems).toEqual([]);
  });
});
