import { describe, expect, it } from 'vitest';
import type { DocsVersion, ManifestRoute } from '../../../../../common/contract';
import { pageRouteMakers, postBuildRoutes } from '../route-configs';

const version = (name: string, path: string, isLast: boolean): DocsVersion => ({
  pluginId: 'default',
  name,
  label: name,
  isLast,
  path,
  banner: null,
  badge: true,
  mainDocId: 'intro',
  docs: [],
});
const route = (kind: ManifestRoute['kind']): ManifestRoute => ({ kind, chunk: '/_data/x.json', title: 'x' });

describe("a postBuild's props.routes", () => {
  const routes = postBuildRoutes(
    {
      versions: [version('current', '/docs/next', false), version('1.0', '/docs', true)],
      routes: {
        '/docs/next/intro': route('doc'),
        '/docs/intro': route('doc'),
        '/docs/tags/lamps': route('doc-tag'),
        '/docs/tags': route('tags'),
        '/blog/tags': route('tags'),
        '/blog/first-light': route('blog-post'),
        '/': route('page'),
      },
    },
    '/sub/',
  );

  it("nests each docs version's doc routes under a version route carrying props.version, as the docs plugin does", () => {
    expect(
      routes.slice(0, 2).map((r) => [r.path, r.exact, r.component, (r.props!.version as { isLast: boolean }).isLast, r.routes!.map((d) => d.path)]),
    ).toEqual([
      ['/sub/docs/next', false, '@theme/DocVersionRoot', false, ['/sub/docs/next/intro']],
      ['/sub/docs', false, '@theme/DocVersionRoot', true, ['/sub/docs/intro']],
    ]);
    expect(routes[1]!.routes![0]).toEqual({
      path: '/sub/docs/intro',
      exact: true,
      component: '@theme/DocItem',
      plugin: { name: 'docusaurus-plugin-content-docs', id: 'default' },
    });
  });

  it('lists the other routes at the top, each with the component and plugin Docusaurus makes it with, under the base URL', () => {
    expect(routes.slice(2)).toEqual([
      { path: '/sub/docs/tags/lamps', exact: true, component: '@theme/DocTagDocListPage', plugin: { name: 'docusaurus-plugin-content-docs', id: 'default' } },
      { path: '/sub/docs/tags', exact: true, component: '@theme/DocTagsListPage', plugin: { name: 'docusaurus-plugin-content-docs', id: 'default' } },
      { path: '/sub/blog/tags', exact: true, component: '@theme/BlogTagsListPage', plugin: { name: 'docusaurus-plugin-content-blog', id: 'default' } },
      { path: '/sub/blog/first-light', exact: true, component: '@theme/BlogPostPage', plugin: { name: 'docusaurus-plugin-content-blog', id: 'default' } },
      { path: '/sub/', exact: true, component: '@theme/MDXPage', plugin: { name: 'docusaurus-plugin-content-pages', id: 'default' } },
    ]);
  });
});

describe("a postBuild's props.routes for React pages and a site plugin's own routes", () => {
  const makers = pageRouteMakers(
    '/work/orchard',
    new Map([
      ['/', '/work/orchard/src/pages/index.js'],
      ['/almanac', '/work/orchard/plugins/almanac/AlmanacPage.js'],
      ['/about', null],
    ]),
    [{ path: '/almanac', givenComponent: '@site/plugins/almanac/AlmanacPage.js', exact: false, plugin: { name: 'orchard-almanac', id: 'spring' } }],
  );
  const routes = postBuildRoutes(
    // A Markdown page's chunk is a doc's, here under a docs version at the root.
    { versions: [version('current', '/', true)], routes: { '/': route('page'), '/almanac': route('page'), '/about': route('doc'), '/intro': route('doc') } },
    '/',
    makers,
  );

  it("names a React page's module as Docusaurus does, the plugin that added a route with its component and exact, and a Markdown page MDXPage", () => {
    expect(routes[0]!.routes!.map((r) => r.path)).toEqual(['/intro']);
    expect(routes.slice(1)).toEqual([
      { path: '/', exact: true, component: '@site/src/pages/index.js', plugin: { name: 'docusaurus-plugin-content-pages', id: 'default' } },
      { path: '/almanac', exact: false, component: '@site/plugins/almanac/AlmanacPage.js', plugin: { name: 'orchard-almanac', id: 'spring' } },
      { path: '/about', exact: true, component: '@theme/MDXPage', plugin: { name: 'docusaurus-plugin-content-pages', id: 'default' } },
    ]);
  });
});
