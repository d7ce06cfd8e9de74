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
