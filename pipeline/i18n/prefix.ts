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
  return mapModelLinks(model, (value) => {
    const path = value.replace(/[?#].*$/, '');
    if (!routes.has(path) && !routes.has(path.replace(/\/$/, '')) && !roots.has(path)) return value;
    return path === '/' ? `${prefix}/${value.slice(1)}` : `${prefix}${value}`;
  });
}
