import { describe, expect, it } from 'vitest';
import type { HastElement, HastNode, HastRoot } from '../../../common/contract';
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
      { anchor: '', heading: '', text: 'The intro with inline_code in it.', subjects: [] },
      { anchor: 'color-modes', heading: 'Color modes', text: 'Modes text. Watch out Careful here.', subjects: [] },
      { anchor: 'nested', heading: 'Nested heading', text: 'Inside a tab. Small heading one two', subjects: [] },
    ]);
  });

  it('keeps an empty intro, standing for the page itself', () => {
    expect(sectionsOf(root(el('h2', [text('First')], { id: 'first' }), el('p', [text('x')])))[0]).toEqual({ anchor: '', heading: '', text: '', subjects: [] });
  });

  it('reads what a reference table documents: the code in the first cell of its body rows, without call arguments', () => {
    const code = (value: string) => el('code', [text(value)]);
    const row = (cell: string, first: HastNode[], rest: string) => el('tr', [text('\n'), el(cell, first), el(cell, [text(rest)])]);
    const table = el('table', [
      el('thead', [row('th', [code('Exception')], 'Meaning')]),
      el('tbody', [
        row('td', [code('ConfigEntryNotReady')], 'A temporary problem.'),
        row('td', [code('async_create_entry(title, data)')], 'Creates the entry.'),
        row('td', [code('VERSION'), text(', '), code('MINOR_VERSION')], 'Schema version.'),
        row('td', [text('A plain cell')], 'Uses `ConfigEntryError`.'),
        row('td', [code('hass.config_entries.')], 'Dotted.'),
        row('td', [code('ConfigEntryNotReady')], 'Again.'),
      ]),
    ]);
    const [intro, section] = sectionsOf(root(el('p', [text('Intro.')]), el('h2', [text('Exceptions')], { id: 'exceptions' }), table));
    expect(intro!.subjects).toEqual([]);
    expect(section!.subjects).toEqual(['ConfigEntryNotReady', 'async_create_entry', 'VERSION', 'MINOR_VERSION', 'hass.config_entries']);
    expect(section!.text).toContain('ConfigEntryNotReady A temporary problem.');
  });
});

const page = (route: string, context: string, extra: Partial<SearchablePage> = {}): SearchablePage => ({
  route,
  title: `Title of ${route}`,
  description: 'A description.',
  keywords: ['alpha', 'beta'],
  context,
  version: context === 'blog' ? null : 'current',
  locale: 'en',
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
    expect(records.every((r) => !('date' in r))).toBe(true);
  });

  it('adds what a section documents to its keywords (after the page keywords on the intro)', () => {
    const table = el('table', [el('tbody', [el('tr', [el('td', [el('code', [text('ColorMode')])]), el('td', [text('The modes.')])])])]);
    const records = buildSearchRecords([page('/docs/t', 'Core', { body: root(table, el('h2', [text('More')], { id: 'more' }), table) })]);
    expect(records.map((r) => r.keywords)).toEqual(['alpha beta ColorMode', 'ColorMode']);
  });

  it("gives every record of a blog post the post's date, which the merge rule weighs posts by", () => {
    const records = buildSearchRecords([page('/blog/p', 'blog', { date: '2024-06-12' })]);
    expect(records.map((r) => r.date)).toEqual(['2024-06-12', '2024-06-12', '2024-06-12']);
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
      locale: 'en',
      blog: { label: 'Blog' },
    });
    expect(contexts).toEqual([
      { id: 'Core', label: 'Core', kind: 'docs', version: 'current', locale: 'en' },
      { id: 'Addons', label: 'Add-ons', kind: 'docs', version: 'current', locale: 'en' },
      { id: 'blog', label: 'Blog', kind: 'blog', version: null, locale: 'en' },
      { id: 'OperatingSystem', label: 'Operating System', kind: 'docs', version: 'current', locale: 'en' },
    ]);
  });

  it('humanizes sidebar names', () => {
    expect(humanize('tutorialSidebar')).toBe('Tutorial Sidebar');
    expect(humanize('api_reference')).toBe('Api Reference');
  });
});

describe('buildSearchIndexes', () => {
  const contexts = [
    { id: 'Core', label: 'Core', kind: 'docs' as const, version: 'current', locale: 'en' },
    { id: 'Empty', label: 'Empty', kind: 'docs' as const, version: 'current', locale: 'en' },
    { id: 'blog', label: 'Blog', kind: 'blog' as const, version: null, locale: 'en' },
  ];
  const pages = [page('/docs/a', 'Core'), page('/docs/b', 'Core'), page('/blog/x', 'blog')];

  it('writes a titles index (one record per page) and one content index per context with records, named by content hash', async () => {
    const out = await buildSearchIndexes(pages, contexts);
    expect(out.manifest!.titles).toMatchObject({
      records: 3,
      path: expect.stringMatching(/^\/_data\/search\/titles-current-en\.[a-z0-9]{10}\.json$/) as unknown,
    });
    expect(out.manifest!.titlesIndexes).toEqual([{ version: 'current', locale: 'en', index: out.manifest!.titles }]);
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

  it('keys indexes by docs version and locale: each version has its own content and titles indexes, the blog is in every titles index', async () => {
    const versioned = [
      { id: 'Core', label: 'Core', kind: 'docs' as const, version: '2.0', locale: 'en' },
      { id: 'Core', label: 'Core', kind: 'docs' as const, version: '1.0', locale: 'en' },
      { id: 'blog', label: 'Blog', kind: 'blog' as const, version: null, locale: 'en' },
    ];
    const out = await buildSearchIndexes(
      [
        page('/docs/a', 'Core', { version: '2.0', title: 'Two point oh' }),
        page('/docs/1.0/a', 'Core', { version: '1.0', title: 'One point oh' }),
        page('/docs/1.0/b', 'Core', { version: '1.0' }),
        page('/blog/x', 'blog'),
      ],
      versioned,
    );
    const search = out.manifest!;
    expect(search.contexts.map((c) => [c.id, c.version, c.locale, c.index.records])).toEqual([
      ['Core', '2.0', 'en', 3],
      ['Core', '1.0', 'en', 6],
      ['blog', null, 'en', 3],
    ]);
    expect(search.contexts[0]!.index.path).toMatch(/^\/_data\/search\/ctx-Core-2-0-en\./);
    expect(search.contexts[1]!.index.path).toMatch(/^\/_data\/search\/ctx-Core-1-0-en\./);
    expect(search.titlesIndexes.map((t) => [t.version, t.locale, t.index.records])).toEqual([
      ['2.0', 'en', 2],
      ['1.0', 'en', 3],
    ]);
    // The first docs context's version is the last one: its titles index is the default.
    expect(search.titles).toEqual(search.titlesIndexes[0]!.index);
    const titlesOf = (version: string) => {
      const file = out.files.find((f) => f.path === search.titlesIndexes.find((t) => t.version === version)!.index.path)!;
      return (JSON.parse(file.text) as { docs: { docs: Record<string, { route: string }> } }).docs.docs;
    };
    expect(
      Object.values(titlesOf('2.0'))
        .map((d) => d.route)
        .sort(),
    ).toEqual(['/blog/x', '/docs/a']);
    expect(
      Object.values(titlesOf('1.0'))
        .map((d) => d.route)
        .sort(),
    ).toEqual(['/blog/x', '/docs/1.0/a', '/docs/1.0/b']);
  });

  it("writes Orama's own saved format, which Orama's load() reads back", async () => {
    const out = await buildSearchIndexes(pages, contexts);
    const file = JSON.parse(out.files[0]!.text) as Record<string, unknown>;
    expect(Object.keys(file).sort()).toEqual(['docs', 'index', 'internalDocumentIDStore', 'language', 'pinning', 'sorting']);
  });
});
