import { describe, expect, it } from 'vitest';
import type { PageChunk } from '../../../common/contract';
import { siteFixture } from '../../emit/__tests__/site-fixture';
import { pageChunks } from '../pages';
import type { SiteSidebars } from '../sidebars';
import { context } from './fixture';

const sidebars = (routes: string[]): SiteSidebars =>
  ({
    generatedIndexes: routes.map((route) => ({ route, sidebar: 'docs', title: route, description: null, items: [], pluginId: 'default', version: 'current' })),
  }) as unknown as SiteSidebars;

describe('pageChunks', () => {
  const site = siteFixture();
  const none = { modules: {}, routes: new Map<string, string>() };

  it('adds the built-in home, then generated indexes the site lacks, then search', () => {
    const ctx = context();
    const routes = pageChunks(ctx, site, none, sidebars(['/docs/a', '/docs/taken', '/docs/a']), [], {
      hasHome: false,
      routes: [{ chunk: { route: '/docs/taken' } as never, sidebar: null }],
    });
    expect(routes.map((r) => `${r.chunk.route} ${r.chunk.kind === 'page' ? r.chunk.component : r.chunk.kind}`)).toEqual([
      '/ default-home',
      '/docs/a doc',
      '/search search',
    ]);
  });

  it("uses pages/index.tsx, or the pages plugin's index page, for the home page; none when a doc is at /", () => {
    const withModule = pageChunks(context({ files: { pageModules: ['index'] } }), site, none, sidebars([]), [], { hasHome: false, routes: [] });
    expect((withModule[0]!.chunk as PageChunk).component).toBe('index');
    const plugin = {
      modules: { 'site-page:index.js': '/x/index.js', 'site-page:about.js': '/x/about.js' },
      routes: new Map([
        ['/', 'site-page:index.js'],
        ['/about', 'site-page:about.js'],
      ]),
    };
    const routes = pageChunks(context(), site, plugin, sidebars([]), [], { hasHome: false, routes: [] });
    expect(routes.map((r) => `${r.chunk.route} ${(r.chunk as PageChunk).component}`)).toEqual([
      '/about site-page:about.js',
      '/ site-page:index.js',
      '/search search',
    ]);
    expect(pageChunks(context(), site, none, sidebars([]), [], { hasHome: true, routes: [] }).map((r) => r.chunk.route)).toEqual(['/search']);
  });
});
