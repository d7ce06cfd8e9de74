import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The HTML routes of a Docusaurus build folder: `a/index.html` is `/a/`, `a.html` is `/a`. The
 * not-found page (`404.html`) is not a route.
 */
export function docusaurusBuildRoutes(dir: string): string[] {
  if (!existsSync(dir)) throw new Error(`no Docusaurus build at ${dir}`);
  const routes: string[] = [];
  const walk = (rel: string) => {
    for (const entry of readdirSync(join(dir, rel), { withFileTypes: true })) {
      const path = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.html') && path !== '404.html') routes.push(`/${path.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`);
    }
  };
  walk('');
  return routes.sort();
}

export interface RouteComparison {
  /** Routes Docusaurus builds that this build does not, as Docusaurus writes them. */
  missing: string[];
  /** Routes this build has that Docusaurus does not. */
  extra: string[];
  same: number;
}

/** Compares two route lists; a trailing slash does not count (both hosts serve either form). */
export function compareRoutes(docusaurus: string[], ours: string[]): RouteComparison {
  const key = (r: string) => (r.length > 1 && r.endsWith('/') ? r.slice(0, -1) : r);
  const oursKeys = new Set(ours.map(key));
  const theirsKeys = new Set(docusaurus.map(key));
  return {
    missing: docusaurus.filter((r) => !oursKeys.has(key(r))).sort(),
    extra: ours.filter((r) => !theirsKeys.has(key(r))).sort(),
    same: docusaurus.filter((r) => oursKeys.has(key(r))).length,
  };
}
