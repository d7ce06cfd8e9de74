/**
 * A non-default locale's pages live under `/<locale>`, as in Docusaurus (its `baseUrl` gets the
 * locale's path). Its model is assembled with the default routes, then every link to one of its
 * routes is prefixed here: chunk routes, HAST `href`s, sidebars, navbar, footer, versions.
 */
import type { SiteModel } from '../model/site.js';
import { mapModelLinks } from '../routes/model-links.js';

export function prefixModel(model: SiteModel, prefix: string): SiteModel {
  const routes = new Set(model.routes.map((r) => r.chunk.route));
  const roots = new Set(model.versions.map((v) => v.path));
  const prefixed = mapModelLinks(model, (value) => {
    const path = value.replace(/[?#].*$/, '');
    if (!routes.has(path) && !routes.has(path.replace(/\/$/, '')) && !roots.has(path)) return value;
    return path === '/' ? `${prefix}/${value.slice(1)}` : `${prefix}${value}`;
  });
  return { ...prefixed, site: prefixActiveBasePaths(prefixed.site, prefix) };
}

/**
 * A navbar item's `activeBasePath` goes under the locale's prefix whether or not it is a page:
 * Docusaurus passes it through `useBaseUrl`, which puts the locale's base URL in front of any path
 * (`/guides` is active on `/fr/guides/...` in French). Its `activeBaseRegex` is tested against the
 * whole path, the prefix included, as there.
 */
function prefixActiveBasePaths<T>(node: T, prefix: string): T {
  if (Array.isArray(node)) return node.map((n: unknown) => prefixActiveBasePaths(n, prefix)) as T;
  if (!node || typeof node !== 'object' || Object.getPrototypeOf(node) !== Object.prototype) return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    out[key] = key === 'activeBasePath' && typeof value === 'string' && value.startsWith('/') ? `${prefix}${value}` : prefixActiveBasePaths(value, prefix);
  }
  return out as T;
}
