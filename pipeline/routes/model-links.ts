/**
 * Every link to a page in an assembled model, wherever it sits: chunk routes, HAST `href`s,
 * sidebars, navbar, footer, docs versions and the blog post list. Locale prefixes
 * (`i18n/prefix.ts`) and `trailingSlash` (`routes/trailing-slash.ts`) rewrite the same links.
 */
import type { SiteModel } from '../model/site.js';
import { defineLazy, lazyKeysOf } from '../util/lazy-property.js';

const LINK_KEYS = new Set(['href', 'route', 'path', 'permalink', 'to']);

/** The model with each `/`-rooted link value passed through `rewrite` (other values kept). */
export function mapModelLinks(model: SiteModel, rewrite: (link: string) => string): SiteModel {
  const link = (value: string) => (value.startsWith('/') && !value.startsWith('//') ? rewrite(value) : value);
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!node || typeof node !== 'object') return node;
    const out: Record<string, unknown> = {};
    const lazy = lazyKeysOf(node);
    const from = node as Record<string, unknown>;
    for (const key of Object.keys(node)) {
      // A body read from disk on demand stays so, rewritten on each read (util/lazy-property.ts).
      if (lazy?.has(key)) defineLazy(out, key, () => walk(from[key]));
      else {
        const value = from[key];
        out[key] = typeof value === 'string' && LINK_KEYS.has(key) ? link(value) : walk(value);
      }
    }
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
