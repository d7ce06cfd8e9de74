import { describe, expect, it } from 'vitest';
import { resolveSiteSidebars, sidebarOrder } from '../sidebars';
import { context, doc, ROOT } from './fixture';

describe('resolveSiteSidebars', () => {
  const docs = [
    doc('docs/intro.md', 'intro', { route: '/docs/intro', title: 'Intro' }),
    doc('docs/guides/wiring.md', 'guides/wiring', { route: '/docs/guides/wiring', title: 'Wiring' }),
  ];

  it('autogenerates the default sidebar with category labels from the files read for this pass', () => {
    const ctx = context({ files: { categoryMeta: new Map([[`${ROOT}/docs/guides`, { meta: { label: 'How-to' }, problems: [] }]]) } });
    const s = resolveSiteSidebars(ctx, docs);
    expect(Object.keys(s.sidebars)).toEqual(['docs']);
    expect(JSON.stringify(s.sidebars.docs)).toContain('"label":"How-to"');
    expect(s.firstRoute.get('docs')).toBe('/docs/guides/wiring');
    expect(s.docSidebar.get(`default\u0000guides/wiring`)).toBe('docs');
    expect(ctx.report.problems).toEqual([]);
  });

  it("reports a category file's problem only when a sidebar reads that folder", () => {
    const problem = { file: 'site/docs/guides/_category_.json', line: 2, message: 'does not parse' };
    const unread = { file: 'site/docs/other/_category_.json', line: 1, message: 'never read' };
    const ctx = context({
      files: {
        categoryMeta: new Map([
          [`${ROOT}/docs/guides`, { meta: null, problems: [problem] }],
          [`${ROOT}/docs/other`, { meta: null, problems: [unread] }],
        ]),
      },
    });
    resolveSiteSidebars(ctx, docs);
    expect(ctx.report.problems.map((p) => `${p.file}:${p.line} ${p.message}`)).toEqual(['site/docs/guides/_category_.json:2 does not parse']);
  });

  it('orders docs by first appearance', () => {
    const order = sidebarOrder({
      a: [
        { type: 'doc', id: 'x', label: 'X', route: '/x' },
        { type: 'category', label: 'C', items: [{ type: 'doc', id: 'y', label: 'Y', route: '/y' }], collapsed: false, collapsible: true, route: null },
      ],
      b: [{ type: 'doc', id: 'x', label: 'X', route: '/x' }],
    } as never);
    expect([...order]).toEqual([
      ['x', 0],
      ['y', 1],
    ]);
  });
});
