import { describe, expect, it } from 'vitest';
import { asCompiled } from '../bodies';
import type { DocChunk, DocTagChunk, TagsChunk } from '../../../common/contract';
import { docChunks, tagVisibility } from '../doc-chunks';
import { lastUpdates } from '../last-update';
import { resolveSiteSidebars } from '../sidebars';
import { context, doc, ROOT } from './fixture';
import { readPluginOptions } from '../../../docusaurus/node/config/plugin-options';

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
    const ctx = context({ inputs: { lastUpdate: new Map([['docs/a.md', { at: '2024-05-01T00:00:00Z', by: 'Ada' }]]) } });
    const updates = lastUpdates(ctx);
    const routes = docChunks(ctx, docs, resolveSiteSidebars(ctx, docs), asCompiled, updates);
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
    const ctx = context({ inputs: { lastUpdate: new Map([['docs/a.md', { at: '2024-05-01T00:00:00Z', by: 'Ada' }]]) } });
    ctx.layout.docs = ctx.layout.docs.map((d) => ({ ...d, showLastUpdateTime: false }));
    const docs = [doc('docs/a.md', 'a', { route: '/docs/a', title: 'A' }), doc('docs/b.md', 'b', { route: '/docs/b', title: 'B' })];
    const updates = lastUpdates(ctx);
    const chunks = docChunks(ctx, docs, resolveSiteSidebars(ctx, docs), asCompiled, updates).map((r) => r.chunk as DocChunk);
    expect(chunks.slice(0, 2).map((c) => c.lastUpdatedAt)).toEqual([null, null]);
    updates.report();
    expect(ctx.report.problems).toEqual([]);
  });
});

describe('last update on Markdown pages and docs (showLastUpdateTime, showLastUpdateAuthor, front matter last_update)', () => {
  const history = new Map([
    ['src/pages/about.md', { at: '2024-07-01T10:00:00+00:00', by: 'Ada' }],
    ['src/pages/own.md', { at: '2024-07-02T10:00:00+00:00', by: 'Grace' }],
    ['docs/a.md', { at: '2024-05-01T00:00:00+00:00', by: 'Lin' }],
  ]);
  const asPage = (item: ReturnType<typeof doc>) => ({ ...item, entry: { ...item.entry, instance: 'pages' } });
  const items = [
    asPage(doc('src/pages/about.md', 'about', { route: '/about', title: 'About' })),
    asPage(doc('src/pages/own.md', 'own', { route: '/own', title: 'Own', frontMatter: { last_update: { date: '2021-02-03', author: 'Mo' } } })),
    doc('docs/a.md', 'a', { route: '/docs/a', title: 'A', frontMatter: { last_update: { author: 'Kim' } } }),
  ];
  const run = (pages: { showLastUpdateTime?: boolean; showLastUpdateAuthor?: boolean } | null, docs: { showLastUpdateAuthor?: boolean } = {}) => {
    const ctx = context({ inputs: { lastUpdate: history } });
    const options = readPluginOptions({ presets: [['classic', { pages: pages ?? {}, docs }]] });
    ctx.layout.pages = options.pages && { ...options.pages, dir: `${ROOT}/src/pages`, prefix: '' };
    ctx.layout.docs = ctx.layout.docs.map((d) => ({ ...d, showLastUpdateAuthor: options.docs[0]!.showLastUpdateAuthor }));
    const docItems = items.filter((i) => i.entry.instance !== 'pages');
    const last = lastUpdates(ctx);
    const chunks = docChunks(ctx, items, resolveSiteSidebars(ctx, docItems), asCompiled, last).map((r) => r.chunk as DocChunk);
    last.report();
    return { chunks, ctx, byRoute: Object.fromEntries(chunks.map((c) => [c.route, [c.lastUpdatedAt, c.lastUpdatedBy]])) };
  };

  it("shows none on a Markdown page by default (the pages plugin's options off), front matter or not", () => {
    const { byRoute, chunks } = run({});
    expect(byRoute['/about']).toEqual([null, undefined]);
    expect(byRoute['/own']).toEqual([null, undefined]);
    expect(chunks.filter((c) => c.pluginId === 'pages').every((c) => !('lastUpdatedBy' in c))).toBe(true);
  });

  it("reads the pages plugin's showLastUpdateTime: git's time, or the front matter's date before it", () => {
    expect(run({ showLastUpdateTime: true }).byRoute).toMatchObject({
      '/about': ['2024-07-01T10:00:00+00:00', undefined],
      '/own': ['2021-02-03T00:00:00.000Z', undefined],
    });
  });

  it("reads the pages plugin's showLastUpdateAuthor: git's author, or the front matter's; a doc's by its own instance", () => {
    const { byRoute, ctx } = run({ showLastUpdateTime: true, showLastUpdateAuthor: true }, { showLastUpdateAuthor: true });
    expect(byRoute).toEqual({
      '/about': ['2024-07-01T10:00:00+00:00', 'Ada'],
      '/own': ['2021-02-03T00:00:00.000Z', 'Mo'],
      // This project's default layout shows docs' times; the author is the front matter's.
      '/docs/a': ['2024-05-01T00:00:00+00:00', 'Kim'],
    });
    expect(ctx.report.problems).toEqual([]);
    expect(run({ showLastUpdateAuthor: true }).byRoute).toMatchObject({
      '/about': [null, 'Ada'],
      '/own': [null, 'Mo'],
      '/docs/a': ['2024-05-01T00:00:00+00:00', undefined],
    });
  });

  it('reports a front matter date that is no date, and falls back to git', () => {
    const bad = [asPage(doc('src/pages/about.md', 'about', { route: '/about', title: 'About', frontMatter: { last_update: { date: 'soon' } } }))];
    const ctx = context({ inputs: { lastUpdate: history } });
    ctx.layout.pages = {
      ...readPluginOptions({ presets: [['classic', { pages: { showLastUpdateTime: true } }]] }).pages!,
      dir: `${ROOT}/src/pages`,
      prefix: '',
    };
    const [chunk] = docChunks(ctx, bad, resolveSiteSidebars(ctx, []), asCompiled, lastUpdates(ctx)).map((r) => r.chunk as DocChunk);
    expect(chunk!.lastUpdatedAt).toBe('2024-07-01T10:00:00+00:00');
    expect(ctx.report.problems.map((p) => `${p.file} ${p.message}`)).toEqual(['site/src/pages/about.md front matter `last_update.date` is not a date: "soon"']);
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
    const routes = docChunks(ctx, docs, sidebars, asCompiled, lastUpdates(ctx)).map((r) => r.chunk);
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
    const routes = docChunks(ctx, docs, resolveSiteSidebars(ctx, docs), asCompiled, lastUpdates(ctx)).map((r) => r.chunk);
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
