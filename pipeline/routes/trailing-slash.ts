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
import type { SiteModel } from '../model/site.js';
import { mapModelLinks } from './model-links.js';

export type TrailingSlash = boolean | undefined;

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
  return mapModelLinks(model, (value) => (isRoute(value.replace(/[?#].*$/, '')) ? applyTrailingSlash(value, trailingSlash) : value));
}
