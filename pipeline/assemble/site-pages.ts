/** The pages plugin's React pages (`src/pages/**\/*.{js,jsx,ts,tsx}`), routed as Docusaurus names them. */
import { join, relative } from 'node:path';
import { pageRoute } from '../routes/docs.js';
import type { AssembleContext } from './types.js';

export interface SitePages {
  /** Registry key → module file. */
  modules: Record<string, string>;
  /** Route → registry key. */
  routes: Map<string, string>;
}

/** `taken`: routes a doc or Markdown page already has; such a React page is not published (a warning). */
export function sitePagesOf(ctx: AssembleContext, taken: (route: string) => boolean): SitePages {
  const out: SitePages = { modules: {}, routes: new Map() };
  const pages = ctx.layout.pages;
  if (!pages) return out;
  for (const rel of ctx.files.sitePageFiles) {
    const route = pageRoute(rel, pages.prefix);
    if (taken(route)) {
      ctx.report.warn(
        ctx.at(relative(ctx.inputs.contentRoot, join(pages.dir, rel))),
        1,
        1,
        `duplicate route ${route}: a doc or Markdown page already has it; this page is not published`,
      );
      continue;
    }
    const key = `site-page:${rel}`;
    out.modules[key] = join(pages.dir, rel);
    out.routes.set(route, key);
  }
  return out;
}
