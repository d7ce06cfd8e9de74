/**
 * Docusaurus's `trailingSlash` site option. `true` gives every route a trailing slash, `false`
 * takes it away (never from `/`), and unset leaves routes as their plugins made them (docs
 * `/docs/x`, a folder's index `/docs/`). The rule is `applyTrailingSlash` of
 * `@docusaurus/utils-common`: the pathname changes, `?query#hash` stays. The model is assembled
 * with the plugins' routes, then every link to one of them takes the configured form (chunk routes,
 * HAST `href`s, sidebars, navbar, footer, versions), so the manifest, the prerendered files
 * (`/x/` → `x/index.html`, `/x` → `x.html`: `prerender/template.ts`), canonical URLs, feeds and the
 * sitemap all follow from the routes.
 */
import type { SiteModel } from '../stages/assemble.js';

export type TrailingSlash = boolean | undefined;

const LINK_KEYS = new Set(['href', 'route', 'path', 'permalink', 'to']);

/** One path in the configured form; `/`, anchors and `undefined` (Docusaurus's legacy mode) unchanged. */
export function applyTrailingSlash(path: string, trailingSlash: TrailingSlash): string {
  if (trailingSlash === undefined || path.startsWith('#')) return path;
  const pathname = path.split(/[?#]/)[0]!;
  if (pathname === '/' || pathname === '') return path;
  const next = trailingSlash ? (pathname.endsWith('/') ? pathname : `${pathname}/`) : pathname.replace(/\/+$/, '');
  return next + path.slice(pathname.length);
}

export function trailingSlashModel(model: SiteModel, trailingSlash: TrailingSlash): SiteModel {
  if (trailingSlash === undefined) return model;
  const routes = new Set(model.routes.map((r) => r.chunk.route));
  for (const v of model.versions) routes.add(v.path);
  const isRoute = (path: string) => routes.has(path) || routes.has(path.endsWith('/') ? path.slice(0, -1) : `${path}/`);
  const rewrite = (value: string): string => {
    if (!value.startsWith('/') || value.startsWith('//')) return value;
    return isRoute(value.replace(/[?#].*$/, '')) ? applyTrailingSlash(value, trailingSlash) : value;
  };
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!node || typeof node !== 'object') return node;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) out[key] = typeof value === 'string' && LINK_KEYS.has(key) ? rewrite(value) : walk(value);
    return out;
  };
  return {
    ...model,
    site: walk(model.site) as SiteModel['site'],
    routes: walk(model.routes) as SiteModel['routes'],
    sidebars: walk(model.sidebars) as SiteModel['sidebars'],
    versions: walk(model.versions) as SiteModel['versions'],
    blogPostList: walk(model.blogPostList) as SiteModel['blogPostList'],
  };
}
