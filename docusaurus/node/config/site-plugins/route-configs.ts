import type { DocsVersion, Manifest, RouteKind } from '../../../../common/contract.js';
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

export function postBuildRoutes(manifest: Pick<Manifest, 'routes' | 'versions'>, baseUrl: string): RouteConfig[] {
  const versions = [...manifest.versions].sort((a, b) => b.path.length - a.path.length);
  const held = new Map<DocsVersion, RouteConfig[]>(manifest.versions.map((v) => [v, []]));
  const top: RouteConfig[] = [];
  const versionOf = (path: string) => versions.find((v) => path === v.path || path.startsWith(`${v.path.replace(/\/$/, '')}/`));
  for (const [path, route] of Object.entries(manifest.routes)) {
    // A tags list is the docs plugin's under a docs version's path, else the blog's.
    const tagsOf = route.kind === 'tags' || route.kind === 'doc-tag' ? versionOf(path) : undefined;
    const made = route.kind === 'tags' && !tagsOf ? BLOG_TAGS : MADE_BY[route.kind];
    const version = route.kind === 'doc' ? versionOf(path) : undefined;
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
