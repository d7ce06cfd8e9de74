import { describe, expect, it } from 'vitest';
import type { DocChunk, DocTagChunk, TagsChunk } from '../../../common/contract';
import { docChunks, tagVisibility } from '../doc-chunks';
import { lastUpdates } from '../last-update';
import { resolveSiteSidebars } from '../sidebars';
import { context, doc } from './fixture';

describe('docChunks', () => {
  it('makes a doc chunk per doc, paired with its own sidebar and navigation, then the tag pages', () => {
    const docs = [
      doc('docs/a.md', 'a', { route: '/docs/a', title: 'A', frontMatter: { description: 'Doc A.', tags: ['wiring'], keywords: ['k'] } }),
      doc('docs/b.md', 'b', {
        route: '/docs/b',
        title: 'B',
        frontMatter: { hide_table_of_contents: true, api: 'eJyrVkrMS1GyUkpKLVKqBQAc3AR1', custom: { level: 2 } },
      }),
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
    // The front matter's keys no field holds travel as they are, for theme code reading `frontMatter`; none: absent.
    expect(b.frontMatter).toEqual({ api: 'eJyrVkrMS1GyUkpKLVKqBQAc3AR1', custom: { level: 2 } });
    expect(a).not.toHaveProperty('frontMatter');
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

describe('unlisted docs', () => {
  // `stages/routes.ts` marks a doc unlisted in a production build only.
  const unlisted = (item: ReturnType<typeof doc>) => ({ ...item, entry: { ...item.entry, unlisted: true as const } });

  it('carry the flag, are left out of previous/next and of their tags, and a tag of unlisted docs only is itself unlisted', () => {
    const docs = [
      doc('docs/a.md', 'a', { route: '/docs/a', title: 'A', frontMatter: { tags: ['wiring'] } }),
      unlisted(doc('docs/b.md', 'b', { route: '/docs/b', title: 'B', frontMatter: { unlisted: true, tags: ['wiring', 'preview'] } })),
      doc('docs/c.md', 'c', { route: '/docs/c', title: 'C' }),
    ];
    const ctx = context();
    const sidebars = resolveSiteSidebars(ctx, docs);
    expect(sidebars.sidebars.docs!.map((i) => i.type === 'doc' && i.unlisted)).toEqual([undefined, true, undefined]);
    const routes = docChunks(ctx, docs, sidebars, (c) => c.compiled.body, lastUpdates(ctx)).map((r) => r.chunk);
    const [a, b, c] = routes as [DocChunk, DocChunk, DocChunk];
    expect([a.unlisted, b.unlisted, c.unlisted]).toEqual([undefined, true, undefined]);
    // As Docusaurus's getDocNavigation: A and C are neighbours; B has neither link.
    expect(a.next).toEqual({ title: 'C', route: '/docs/c' });
    expect(c.previous).toEqual({ title: 'A', route: '/docs/a' });
    expect([b.previous, b.next]).toEqual([null, null]);
    // B keeps its sidebar and breadcrumbs: the sidebar shows it while it is the page shown.
    expect(b.sidebar).toBe('docs');
    const tagPages = routes.filter((r): r is DocTagChunk => r.kind === 'doc-tag');
    expect(tagPages.map((t) => [t.tag.label, t.title, t.docs.map((d) => d.route), t.unlisted])).toEqual([
      ['wiring', 'One doc tagged with "wiring"', ['/docs/a'], undefined],
      ['preview', 'One doc tagged with "preview"', ['/docs/b'], true],
    ]);
    const list = routes.find((r) => r.kind === 'tags') as TagsChunk;
    expect(list.tags.map((t) => [t.label, t.count])).toEqual([['wiring', 1]]);
  });

  it('make no tags list when every tag is unlisted, as Docusaurus', () => {
    const docs = [unlisted(doc('docs/b.md', 'b', { route: '/docs/b', title: 'B', frontMatter: { tags: ['preview'] } }))];
    const ctx = context();
    const routes = docChunks(ctx, docs, resolveSiteSidebars(ctx, docs), (c) => c.compiled.body, lastUpdates(ctx)).map((r) => r.chunk);
    expect(routes.map((r) => r.kind)).toEqual(['doc', 'doc-tag']);
  });
});

describe('tagVisibility', () => {
  it('lists only the listed items of a tag that has one, else every item with the tag unlisted', () => {
    const x = { id: 'x', unlisted: false };
    const y = { id: 'y', unlisted: true };
    expect(tagVisibility([x, y])).toEqual({ unlisted: false, listed: [x] });
    expect(tagVisibility([y])).toEqual({ unlisted: true, listed: [y] });
  });
});
