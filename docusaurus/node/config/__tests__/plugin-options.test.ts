import { describe, expect, it } from 'vitest';
import { readPluginOptions, normaliseRouteBase } from '../plugin-options.js';

describe('readPluginOptions', () => {
  it('gives the classic preset its Docusaurus defaults', () => {
    const o = readPluginOptions({ presets: [['classic', {}]] });
    expect(o.docs).toHaveLength(1);
    expect(o.docs[0]).toMatchObject({
      id: 'default',
      path: 'docs',
      routeBasePath: 'docs',
      sidebarPath: undefined,
      breadcrumbs: true,
      sidebarCollapsed: true,
      sidebarCollapsible: true,
    });
    expect(o.blog).toMatchObject({
      path: 'blog',
      routeBasePath: 'blog',
      postsPerPage: 10,
      blogTitle: 'Blog',
      blogSidebarCount: 5,
      blogSidebarTitle: 'Recent posts',
      showReadingTime: true,
      authorsMapPath: 'authors.yml',
      feedTypes: ['rss', 'atom'],
    });
    expect(o.pages).toMatchObject({ path: 'src/pages', routeBasePath: '', showLastUpdateTime: false, showLastUpdateAuthor: false });
    expect(o.blog).toMatchObject({ showLastUpdateTime: false, showLastUpdateAuthor: false });
    expect(o.problems).toEqual([]);
  });

  it("reads the last-update options of the docs, blog and pages plugins (the pages' and blog's since Docusaurus 3.1)", () => {
    const on = { showLastUpdateTime: true, showLastUpdateAuthor: true };
    const o = readPluginOptions({ presets: [['classic', { docs: { showLastUpdateAuthor: true }, blog: { showLastUpdateTime: true }, pages: on }]] });
    expect(o.docs[0]).toMatchObject({ showLastUpdateTime: false, showLastUpdateAuthor: true });
    expect(o.blog).toMatchObject({ showLastUpdateTime: true, showLastUpdateAuthor: false });
    expect(o.pages).toMatchObject(on);
  });

  it('reads docs path outside the site, routeBasePath "/" and sidebarPath false', () => {
    const o = readPluginOptions({
      presets: [['@docusaurus/preset-classic', { docs: { path: '../shared-docs', routeBasePath: '/', sidebarPath: false, breadcrumbs: false } }]],
    });
    expect(o.docs[0]).toMatchObject({ path: '../shared-docs', routeBasePath: '', sidebarPath: false, breadcrumbs: false });
  });

  it('reads the preset given as a resolved path', () => {
    const o = readPluginOptions({ presets: [['/x/node_modules/@docusaurus/preset-classic/lib/index.js', { docs: { routeBasePath: 'guide' } }]] });
    expect(o.docs[0]!.routeBasePath).toBe('guide');
  });

  it('turns docs: false and blog: false into no instance', () => {
    const o = readPluginOptions({ presets: [['classic', { docs: false, blog: false }]] });
    expect(o.docs).toEqual([]);
    expect(o.blog).toBeNull();
  });

  it('adds a docs plugin instance per plugin entry, each with its own id, path and routes', () => {
    const o = readPluginOptions({
      presets: [['classic', { docs: { routeBasePath: '/' } }]],
      plugins: [
        ['@docusaurus/plugin-content-docs', { id: 'community', path: 'community', routeBasePath: 'community', sidebarPath: './sidebarsCommunity.js' }],
        'some-other-plugin',
      ],
    });
    expect(o.docs.map((d) => [d.id, d.path, d.routeBasePath, d.sidebarPath])).toEqual([
      ['default', 'docs', '', undefined],
      ['community', 'community', 'community', './sidebarsCommunity.js'],
    ]);
  });

  it('reports a docs instance id used twice', () => {
    const o = readPluginOptions({ presets: [['classic', {}]], plugins: [['@docusaurus/plugin-content-docs', {}]] });
    expect(o.docs).toHaveLength(1);
    expect(o.problems[0]).toMatch(/id "default" is used twice/);
  });

  it('reads blog options, ALL counts and feed types', () => {
    const o = readPluginOptions({
      presets: [
        [
          'classic',
          {
            blog: {
              path: 'news',
              routeBasePath: '/updates/',
              postsPerPage: 'ALL',
              blogTitle: 'News',
              blogDescription: 'What changed',
              blogSidebarCount: 'ALL',
              blogSidebarTitle: 'All posts',
              showReadingTime: false,
              authorsMapPath: 'people.yml',
              feedOptions: { type: 'all', title: 'Feed' },
              truncateMarker: /<!--\s*more\s*-->/,
            },
          },
        ],
      ],
    });
    expect(o.blog).toMatchObject({
      path: 'news',
      routeBasePath: 'updates',
      postsPerPage: Infinity,
      blogTitle: 'News',
      blogDescription: 'What changed',
      blogSidebarCount: Infinity,
      blogSidebarTitle: 'All posts',
      showReadingTime: false,
      authorsMapPath: 'people.yml',
      feedTypes: ['rss', 'atom', 'json'],
      feedTitle: 'Feed',
    });
    expect(o.blog!.truncateMarker.test('<!-- more -->')).toBe(true);
  });

  it('reports options of the wrong type with what would be valid', () => {
    const o = readPluginOptions({ presets: [['classic', { blog: { postsPerPage: 0 }, docs: { sidebarPath: true } }]] });
    expect(o.problems).toEqual([
      'docs `sidebarPath`: true is not valid; give a file path or false',
      "blog `postsPerPage`: expected an integer ≥ 1 or 'ALL', got 0",
    ]);
    expect(o.blog!.postsPerPage).toBe(10);
  });

  it('gives a config without presets or content plugins the plain layout', () => {
    const o = readPluginOptions({ title: 'x' });
    expect(o.docs.map((d) => d.id)).toEqual(['default']);
    expect(o.blog).not.toBeNull();
  });
});

describe('normaliseRouteBase', () => {
  it('drops slashes; "/" is the root', () => {
    expect(normaliseRouteBase('/docs/')).toBe('docs');
    expect(normaliseRouteBase('/')).toBe('');
    expect(normaliseRouteBase('a/b')).toBe('a/b');
  });
});

describe("content plugins' Markdown plugins", () => {
  const remarkLamp = () => () => undefined;
  it('reads remark and rehype plugins, bare or with options, per content plugin', () => {
    const o = readPluginOptions({
      presets: [['classic', { docs: { remarkPlugins: [remarkLamp, [remarkLamp, { on: true }]] }, blog: { rehypePlugins: [remarkLamp] } }]],
    });
    expect(o.problems).toEqual([]);
    expect(o.docs[0]!.markdownPlugins.remarkPlugins).toEqual([remarkLamp, [remarkLamp, { on: true }]]);
    expect(o.blog!.markdownPlugins.rehypePlugins).toEqual([remarkLamp]);
    expect(o.pages!.markdownPlugins.remarkPlugins).toEqual([]);
  });

  it('names an entry that is no plugin, and what would be valid', () => {
    const o = readPluginOptions({ presets: [['classic', { docs: { remarkPlugins: ['remark-math'] }, blog: { rehypePlugins: 'rehype-katex' } }]] });
    expect(o.problems).toEqual([
      'docs `remarkPlugins[0]`: expected a plugin function or [plugin, options] (import the plugin in the config: `import remarkMath from \'remark-math\'`), got the string "remark-math"',
      'blog `rehypePlugins`: expected a list of plugins, got the string "rehype-katex"',
    ]);
  });
});

describe("content plugins' admonitions option", () => {
  const defaults = ['secondary', 'info', 'success', 'danger', 'note', 'tip', 'warning', 'important', 'caution'];
  it('keeps the default keywords (null) when unset or true, adds a site’s after them, or replaces them without extendDefaults', () => {
    const o = readPluginOptions({
      presets: [
        [
          'classic',
          { docs: { admonitions: { keywords: ['lamp'] } }, blog: { admonitions: true }, pages: { admonitions: { keywords: ['lamp'], extendDefaults: false } } },
        ],
      ],
    });
    expect(o.problems).toEqual([]);
    expect(new Set(o.docs[0]!.admonitionKeywords)).toEqual(new Set([...defaults, 'lamp']));
    expect(o.blog!.admonitionKeywords).toBeNull();
    expect(o.pages!.admonitionKeywords).toEqual(['lamp']);
    expect(readPluginOptions({ presets: [['classic', { docs: { admonitions: false } }]] }).docs[0]!.admonitionKeywords).toEqual([]);
  });

  it('names a value Docusaurus rejects, and what would be valid', () => {
    const o = readPluginOptions({ presets: [['classic', { docs: { admonitions: { keywords: 'lamp' } }, blog: { admonitions: 'yes' } }]] });
    expect(o.problems).toEqual([
      'docs `admonitions.keywords`: expected a list of keyword strings, got "lamp"',
      'blog `admonitions`: expected true, false or { keywords: [\'my-keyword\'], extendDefaults: true }, got "yes"',
    ]);
  });
});
