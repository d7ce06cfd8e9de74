/**
 * A non-default locale's pages live under `/<locale>`, as in Docusaurus (its `baseUrl` gets the
 * locale's path). Its model is assembled with the default routes, then every link to one of its
 * routes is prefixed here: chunk routes, HAST `href`s, sidebars, navbar, footer, versions.
 */
import type { SiteModel } from '../stages/assemble.js';

const LINK_KEYS = new Set(['href', 'route', 'path', 'permalink', 'to']);

export function prefixModel(model: SiteModel, prefix: string): SiteModel {
  const routes = new Set(model.routes.map((r) => r.chunk.route));
  const roots = new Set(model.versions.map((v) => v.path));
  const rewrite = (value: string): string => {
    if (!value.startsWith('/') || value.startsWith('//')) return value;
    const path = value.replace(/[?#].*$/, '');
    if (!routes.has(path) && !routes.has(path.replace(/\/$/, '')) && !roots.has(path)) return value;
    return path === '/' ? `${prefix}/${value.slice(1)}` : `${prefix}${value}`;
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
