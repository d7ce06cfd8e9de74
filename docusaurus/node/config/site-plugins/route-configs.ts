import type { DocsVersion, Manifest, RouteKind } from '../../../../common/contract.js';
import { relative, sep } from 'node:path';
import { withBase } from '../../../../common/base-url.js';

/**
 * The routes a plugin's `postBuild` gets as `props.routes`: Docusaurus's `RouteConfig` tree, rebuilt
 * from the manifest. Each route has its `path` under the base URL, `exact`, the theme `component`
 * Docusaurus renders it with, and the `plugin` (`name`, `id`) that made it; a docs version is a route
 * of its own (`@theme/DocVersionRoot`, `props.version` with `isLast`) holding its docs' routes, as the
 * docs plugin nests them. Plugins walk it (`flattenRoutes` of `@docusaurus/utils`) to find the pages
 * of the output they post-process, and read a docs route's version to leave old versions out.
 */
export interface RouteConfig {
  path: string;
  exact: boolean;
  component: string;
  plugin?: { name: string; id: string };
  props?: Record<string, unknown>;
  routes?: RouteConfig[];
}

const DOCS = 'docusaurus-plugin-content-docs';
const BLOG = 'docusaurus-plugin-content-blog';
const PAGES = 'docusaurus-plugin-content-pages';

/** The theme component and plugin Docusaurus makes each kind of route with. */
const MADE_BY: Record<RouteKind, { component: string; plugin: string | null }> = {
  doc: { component: '@theme/DocItem', plugin: DOCS },
  'doc-tag': { component: '@theme/DocTagDocListPage', plugin: DOCS },
  tags: { component: '@theme/DocTagsListPage', plugin: DOCS },
  'blog-list': { component: '@theme/BlogListPage', plugin: BLOG },
  'blog-post': { component: '@theme/BlogPostPage', plugin: BLOG },
  'blog-archive': { component: '@theme/BlogArchivePage', plugin: BLOG },
  'blog-authors': { component: '@theme/Blog/Pages/BlogAuthorsListPage', plugin: BLOG },
  page: { component: '@theme/MDXPage', plugin: PAGES },
};
const BLOG_TAGS = { component: '@theme/BlogTagsListPage', plugin: BLOG };

/** Who made a page route: the pages plugin (a Markdown page, or a React page's module), or a site plugin's `addRoute`. */
export interface PageRouteMaker {
  component: string;
  plugin: { name: string; id: string };
  exact: boolean;
}

/**
 * The makers of the page routes: a Markdown page is the pages plugin's `@theme/MDXPage` (its chunk
 * is a doc's here, so the manifest alone would file it under the docs); a React page is the pages
 * plugin's too, its component the page's module as Docusaurus names it (`@site/src/pages/x.js`); a
 * route a site plugin added is that plugin's, with the component string and `exact` it gave. `pages`:
 * route → the page's module (absolute), null for a Markdown page; `added`: the site plugins' routes.
 */
export function pageRouteMakers(
  siteDir: string,
  pages: ReadonlyMap<string, string | null>,
  added: readonly { path: string; givenComponent: string; exact: boolean; plugin: { name: string; id: string } }[],
): Map<string, PageRouteMaker> {
  const makers = new Map<string, PageRouteMaker>();
  const byPath = new Map(added.map((r) => [r.path, r]));
  for (const [route, module] of pages) {
    const plugin = byPath.get(route);
    const component = module === null ? MADE_BY.page.component : `@site/${relative(siteDir, module).split(sep).join('/')}`;
    makers.set(
      route,
      plugin
        ? { component: plugin.givenComponent, plugin: plugin.plugin, exact: plugin.exact }
        : { component, plugin: { name: PAGES, id: 'default' }, exact: true },
    );
  }
  return makers;
}

export function postBuildRoutes(
  manifest: Pick<Manifest, 'routes' | 'versions'>,
  baseUrl: string,
  pageMakers: ReadonlyMap<string, PageRouteMaker> = new Map(),
): RouteConfig[] {
  const versions = [...manifest.versions].sort((a, b) => b.path.length - a.path.length);
  const held = new Map<DocsVersion, RouteConfig[]>(manifest.versions.map((v) => [v, []]));
  const top: RouteConfig[] = [];
  const versionOf = (path: string) => versions.find((v) => path === v.path || path.startsWith(`${v.path.replace(/\/$/, '')}/`));
  for (const [path, route] of Object.entries(manifest.routes)) {
    // A tags list is the docs plugin's under a docs version's path, else the blog's.
    const tagsOf = route.kind === 'tags' || route.kind === 'doc-tag' ? versionOf(path) : undefined;
    const made = route.kind === 'tags' && !tagsOf ? BLOG_TAGS : MADE_BY[route.kind];
    const version = route.kind === 'doc' ? versionOf(path) : undefined;
    const page = pageMakers.get(path);
    if (page) {
      top.push({ path: withBase(path, baseUrl), exact: page.exact, component: page.component, plugin: page.plugin });
      continue;
    }
    const config: RouteConfig = {
      path: withBase(path, baseUrl),
      exact: true,
      component: made.component,
      ...(made.plugin ? { plugin: { name: made.plugin, id: (version ?? tagsOf)?.pluginId ?? 'default' } } : {}),
    };
    (version ? held.get(version)! : top).push(config);
  }
  const docs = manifest.versions.map((v): RouteConfig => ({
    path: withBase(v.path, baseUrl),
    exact: false,
    component: '@theme/DocVersionRoot',
    plugin: { name: DOCS, id: v.pluginId },
    props: { version: { pluginId: v.pluginId, version: v.name, label: v.label, isLast: v.isLast, banner: v.banner, badge: v.badge } },
    routes: held.get(v)!,
  }));
  return [...docs.filter((d) => d.routes!.length > 0), ...top];
}
