import { describe, expect, it } from 'vitest';
import type { HastElement, HastNode, HastRoot } from '../../contract';
import { buildSearchIndexes, buildSearchRecords, searchContexts, type SearchablePage } from '../index';
import { sectionsOf } from '../records';
import { humanize } from '../contexts';

const text = (value: string): HastNode => ({ type: 'text', value });
const el = (tagName: string, children: HastNode[], properties?: HastElement['properties']): HastElement => ({
  type: 'element',
  tagName,
  children,
  ...(properties ? { properties } : {}),
});
const root = (...children: HastNode[]): HastRoot => ({ type: 'root', children });

const body = root(
  el('p', [text('The intro with '), el('code', [text('inline_code')]), text(' in it.')]),
  el('h2', [text('Color modes')], { id: 'color-modes' }),
  el('p', [text('Modes text.')]),
  el('CodeBlock', [el('pre', [el('code', [text('print("never indexed")')])])]),
  el('Admonition', [el('p', [text('Careful here.')])], { type: 'warning', title: 'Watch out' }),
  el('Tabs', [el('TabItem', [el('h3', [text('Nested heading')], { id: 'nested' }), el('p', [text('Inside a tab.')])])]),
  el('h4', [text('Small heading')], { id: 'small' }),
  el('ul', [el('li', [text('one')]), el('li', [text('two')])]),
);

describe('sectionsOf', () => {
  it('splits at h2 and h3 (also nested in components), keeps h4 as text and leaves code out', () => {
    expect(sectionsOf(body)).toEqual([
      { anchor: '', heading: '', text: 'The intro with inline_code in it.' },
      { anchor: 'color-modes', heading: 'Color modes', text: 'Modes text. Watch out Careful here.' },
      { anchor: 'nested', heading: 'Nested heading', text: 'Inside a tab. Small heading one two' },
    ]);
  });

  it('keeps an empty intro, standing for the page itself', () => {
    expect(sectionsOf(root(el('h2', [text('First')], { id: 'first' }), el('p', [text('x')])))[0]).toEqual({ anchor: '', heading: '', text: '' });
  });
});

const page = (route: string, context: string, extra: Partial<SearchablePage> = {}): SearchablePage => ({
  route,
  title: `Title of ${route}`,
  description: 'A description.',
  keywords: ['alpha', 'beta'],
  context,
  body,
  ...extra,
});

describe('buildSearchRecords', () => {
  it('makes one record per section; the intro carries description, keywords and the title as heading', () => {
    const records = buildSearchRecords([page('/docs/a', 'Core')]);
    expect(records.map((r) => [r.id, r.anchor, r.heading, r.description, r.keywords])).toEqual([
      ['0', '', 'Title of /docs/a', 'A description.', 'alpha beta'],
      ['1', 'color-modes', 'Color modes', '', ''],
      ['2', 'nested', 'Nested heading', '', ''],
    ]);
    expect(new Set(records.map((r) => r.title))).toEqual(new Set(['Title of /docs/a']));
  });
});

describe('searchContexts', () => {
  it('labels sidebars like the navbar items that open them, in navbar order, blog included', () => {
    const docSidebar = new Map([
      ['/docs/add-ons', 'Addons'],
      ['/docs/core', 'Core'],
      ['/docs/os', 'OperatingSystem'],
    ]);
    const contexts = searchContexts({
      sidebars: ['Addons', 'Core', 'OperatingSystem'],
      docSidebar,
      navbar: [
        {
          type: 'dropdown',
          label: 'Platform',
          position: 'left',
          items: [
            { label: 'Core', href: '/docs/core', external: false },
            { label: 'Add-ons', href: '/docs/add-ons', external: false },
          ],
        },
        { type: 'link', label: 'Blog', href: '/blog', external: false, position: 'left' },
      ],
      version: () => 'current',
      blog: { label: 'Blog' },
    });
    expect(contexts).toEqual([
      { id: 'Core', label: 'Core', kind: 'docs', version: 'current' },
      { id: 'Addons', label: 'Add-ons', kind: 'docs', version: 'current' },
      { id: 'blog', label: 'Blog', kind: 'blog', version: null },
      { id: 'OperatingSystem', label: 'Operating System', kind: 'docs', version: 'current' },
    ]);
  });

  it('humanizes sidebar names', () => {
    expect(humanize('tutorialSidebar')).toBe('Tutorial Sidebar');
    expect(humanize('api_reference')).toBe('Api Reference');
  });
});

describe('buildSearchIndexes', () => {
  const contexts = [
    { id: 'Core', label: 'Core', kind: 'docs' as const, version: 'current' },
    { id: 'Empty', label: 'Empty', kind: 'docs' as const, version: 'current' },
    { id: 'blog', label: 'Blog', kind: 'blog' as const, version: null },
  ];
  const pages = [page('/docs/a', 'Core'), page('/docs/b', 'Core'), page('/blog/x', 'blog')];

  it('writes a titles index and one content index per context with records, named by content hash', async () => {
    const out = await buildSearchIndexes(pages, contexts);
    expect(out.manifest!.titles).toMatchObject({ records: 9, path: expect.stringMatching(/^\/_data\/search\/titles\.[a-z0-9]{10}\.json$/) as unknown });
    expect(out.manifest!.contexts.map((c) => [c.id, c.index.records])).toEqual([
      ['Core', 6],
      ['blog', 3],
    ]);
    expect(out.files.map((f) => f.path).sort()).toEqual([out.manifest!.titles.path, ...out.manifest!.contexts.map((c) => c.index.path)].sort());
    for (const f of out.files)
      expect(Buffer.byteLength(f.text)).toBe([out.manifest!.titles, ...out.manifest!.contexts.map((c) => c.index)].find((i) => i.path === f.path)!.bytes);
  });

  it('is a pure function of its input: same pages, same files and names', async () => {
    const a = await buildSearchIndexes(pages, contexts);
    const b = await buildSearchIndexes(pages, contexts);
    expect(b).toEqual(a);
    const c = await buildSearchIndexes([page('/docs/a', 'Core', { title: 'Changed' }), ...pages.slice(1)], contexts);
    expect(c.manifest!.contexts.find((x) => x.id === 'Core')!.index.path).not.toBe(a.manifest!.contexts.find((x) => x.id === 'Core')!.index.path);
    expect(c.manifest!.contexts.find((x) => x.id === 'blog')!.index.path).toBe(a.manifest!.contexts.find((x) => x.id === 'blog')!.index.path);
  });

  it('has no manifest when there is nothing to search, and rejects a page in an unknown context', async () => {
    expect(await buildSearchIndexes([], contexts)).toEqual({ manifest: null, files: [] });
    await expect(buildSearchIndexes([page('/docs/z', 'Nowhere')], contexts)).rejects.toThrow(/Nowhere/);
  });
});
