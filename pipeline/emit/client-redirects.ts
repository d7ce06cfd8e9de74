/**
 * Docusaurus's `@docusaurus/plugin-client-redirects` writes an HTML page with a client-side
 * redirect at each `from` path. Here the same rules become host rules in `_redirects` (301, no
 * client code, so the CSP holds and crawlers see a real redirect), placed before the content's own.
 */
import { withBase } from '../../common/base-url.js';
import { isExternalUrl } from '../../common/url.js';

export interface RedirectProblem {
  severity: 'error' | 'warning';
  message: string;
}

/**
 * `redirects` are site paths (no base URL). A `to` that is no page of the site is an error (the
 * plugin fails the same way); a `from` that is already a page is skipped with a warning, as the
 * plugin skips it.
 */
export function clientRedirectRules(
  redirects: { from: string; to: string }[],
  isPage: (path: string) => boolean,
  base: string,
): { text: string; problems: RedirectProblem[] } {
  const problems: RedirectProblem[] = [];
  const rules: string[] = [];
  const seen = new Set<string>();
  for (const { from, to } of redirects) {
    const target = to.split(/[?#]/)[0]!;
    if (!isExternalUrl(to) && !isPage(target)) {
      problems.push({ severity: 'error', message: `client redirect from ${from}: target ${to} is not a page of this site` });
      continue;
    }
    if (isPage(from)) {
      problems.push({ severity: 'warning', message: `client redirect from ${from} is skipped: that path is already a page` });
      continue;
    }
    if (seen.has(from)) continue;
    seen.add(from);
    rules.push(`${withBase(from, base)} ${withBase(to, base)} 301`);
  }
  return { text: rules.length ? ['# From @docusaurus/plugin-client-redirects (docusaurus.config)', ...rules].join('\n') : '', problems };
}

/**
 * The plugin's `createRedirects(existingPath)`, evaluated here at build time: called once per page
 * route, as Docusaurus calls it per route of each locale's build (so the path has no locale
 * prefix); the `from` paths it returns (a string, an array, or nothing) redirect to that route.
 * A throw is reported once, with the route it was called for.
 */
/**
 * The paths the client-redirects plugin makes pages of: each `redirects` entry's `from`, and what
 * `createRedirects` returns for each route. Docusaurus's link check finds the file the plugin writes
 * there, so a link to one is not broken (a `createRedirects` that throws is reported by the emit).
 */
export function redirectSources(
  redirects: { from: string }[] | undefined,
  create: ((existingPath: string) => unknown) | undefined,
  routes: Iterable<string>,
): Set<string> {
  const created = create ? createdRedirects(create, [...routes], []).redirects : [];
  return new Set([...(redirects ?? []), ...created].map((r) => r.from));
}

export function createdRedirects(
  create: (existingPath: string) => unknown,
  routes: string[],
  localePrefixes: string[],
): { redirects: { from: string; to: string }[]; problems: RedirectProblem[] } {
  const redirects: { from: string; to: string }[] = [];
  const prefixes = localePrefixes.filter(Boolean).sort((a, b) => b.length - a.length);
  for (const route of routes) {
    const prefix = prefixes.find((p) => route === p || route.startsWith(`${p}/`)) ?? '';
    const existing = route.slice(prefix.length) || '/';
    let result: unknown;
    try {
      result = create(existing);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return { redirects, problems: [{ severity: 'error', message: `client redirects: createRedirects("${existing}") threw: ${message}` }] };
    }
    const froms = typeof result === 'string' ? [result] : Array.isArray(result) ? result : [];
    for (const from of froms) if (typeof from === 'string' && from.startsWith('/')) redirects.push({ from: `${prefix}${from}`, to: route });
  }
  return { redirects, problems: [] };
}
