/**
 * The validate stage: checks across the whole site once every locale is assembled. Redirects are
 * checked against every locale's routes and the static files: the content's own `_redirects`,
 * the redirects plugin's `redirects` and `createRedirects`, as host rules (`emit/netlify.ts`).
 */
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { performance } from 'node:perf_hooks';
import { matchRoute } from '../../common/paths.js';
import { readContentRedirects } from '../emit/netlify.js';
import { feedLinks } from '../emit/feed-links.js';
import { clientRedirectRules, createdRedirects } from '../emit/client-redirects.js';
import type { SiteModel } from '../model/site.js';
import type { BuildRun, SiteContent } from '../model/build.js';
import { mark } from './timings.js';

/** What the emit's host rules take: the site's redirects, checked (`''` when there are none). */
export interface Validated {
  redirects: string;
}

export function validateSite(run: BuildRun, { site, locales }: SiteContent): Validated {
  const { report, contentRoot } = run;
  const t = performance.now();
  const model = site.model;
  const at = (p: string) => join(run.display, p);
  const localeRoutes = locales.flatMap((l) => l.model.routes.map((r) => r.chunk.route));
  let redirects = model ? readContentRedirects(contentRoot, at, report, isPageOf(model, localeRoutes)) : '';
  const siteFile = site.siteFile;
  if (model && (siteFile?.value.redirects?.length || siteFile?.value.createRedirects)) {
    const created = siteFile.value.createRedirects
      ? createdRedirects(
          siteFile.value.createRedirects,
          [...model.routes.map((r) => r.chunk.route), ...localeRoutes],
          locales.map((l) => l.prefix),
        )
      : { redirects: [], problems: [] };
    const client = clientRedirectRules([...(siteFile.value.redirects ?? []), ...created.redirects], isPageOf(model, localeRoutes), model.site.baseUrl);
    const where = relative(process.cwd(), siteFile.path);
    for (const p of [...created.problems, ...client.problems]) {
      if (p.severity === 'error') report.error(where, 1, 1, p.message);
      else report.warn(where, 1, 1, p.message);
    }
    redirects = [client.text, redirects].filter(Boolean).join('\n\n');
  }
  mark(run.timings, 'validate', t);
  return { redirects };
}

/** A redirect target is fine when it is a route (of any locale), a blog feed the build writes, or a static file. */
export function isPageOf(model: SiteModel, localeRoutes: string[] = []): (path: string) => boolean {
  const feeds = feedLinks(model).map((feed) => feed.route);
  const routes = Object.fromEntries([...model.routes.map((r) => r.chunk.route), ...localeRoutes, ...feeds].map((r) => [r, true]));
  return (path) => matchRoute(routes, path) !== null || (model.staticDirs ?? [model.staticDir]).some((dir) => existsSync(join(dir, path)));
}
