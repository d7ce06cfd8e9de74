/**
 * The parts of the host configuration that depend on the build: `_headers` (the CSP, which names
 * the analytics endpoint in connect-src only when analytics is on, and noindex in previews) and `_redirects` (the
 * content's legacy redirects plus the `.html` forms of every page). netlify.toml holds the rest.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteConfigJson } from '../../common/contract.js';
import { withBase } from '../../common/base-url.js';
import type { Report } from '../check/report.js';
import { findRedirect, parseRedirectsFile, RulesError, type RedirectRule } from '../../common/netlify/rules.js';
import { toLf } from '../content/line-endings.js';
import type { EmitStep } from '../model/emit-step.js';
import type { SiteModel } from '../model/site.js';
import { markdownPath } from '../../common/markdown-path.js';

/**
 * `_headers` and `_redirects`. Runs after the chunk step: the manifest draft lists every route.
 * `contentRedirects`: the content's own `_redirects` text, already checked.
 */
export function hostRulesStep(contentRedirects: string, locales: Pick<SiteModel, 'routes' | 'site'>[] = []): EmitStep {
  return (model, out, manifest) => {
    const base = model.site.baseUrl;
    // The other locales' pages are Markdown too; the host rules are written once, for all of them.
    const markdown = [model, ...locales].flatMap(markdownUrls);
    // The site's own React pages and browser components (its src/ and MDX) may call web APIs.
    const siteCode = Object.keys(model.sitePages).length > 0 || model.entries.some((e) => Object.keys(e.compiled.localComponents).length > 0);
    out.write('_headers', headersFile(model.site, markdown.sort(), siteCode));
    out.write('_redirects', redirectsFile(contentRedirects, Object.keys(manifest.routes).sort(), base));
  };
}

export const MARKDOWN_TYPE = 'text/markdown; charset=utf-8';

/** The URL of each doc's and post's Markdown (`<route>.md`), under the base URL. */
function markdownUrls(model: Pick<SiteModel, 'routes' | 'site'>): string[] {
  return model.routes
    .filter((r) => r.chunk.kind === 'doc' || r.chunk.kind === 'blog-post')
    .map((r) => withBase(markdownPath(r.chunk.route), model.site.baseUrl));
}

/**
 * The Content-Security-Policy. Scripts only from this origin, always: analytics page views are
 * sent with fetch (web/app/analytics.ts), so no third-party script runs and only connect-src names
 * the analytics origin when analytics is on. Nothing is evaluated, so no 'unsafe-eval'. Styles allow 'unsafe-inline' because Shiki's
 * tokens and React's `style` props are inline style attributes and mermaid puts a <style> element
 * inside each diagram's SVG; styles cannot run code, scripts stay strict. Frames, like images, may
 * come from any https origin: docs embed videos and live code examples (`<iframe>` in MDX, or made
 * by an embed component at run time, which no build can list), and a framed page runs in its own
 * origin, never in this one. `siteCode`: the site has code of its own that runs in the browser (its
 * React pages, components of its MDX); such code calls web APIs the build cannot list either (a
 * tweet, a star count), so connect-src allows any https origin; what runs stays 'self'.
 */
export function contentSecurityPolicy(site: Pick<SiteConfigJson, 'analytics'> & Partial<Pick<SiteConfigJson, 'head'>>, siteCode = false): string {
  const analytics = site.analytics;
  // External scripts and stylesheets of the config (`scripts`, `stylesheets`, `headTags`): their
  // origins, never inline code.
  const origins = (tagName: string, attribute: string, rel?: string) => [
    ...new Set(
      [...(site.head?.tags ?? []), ...(site.head?.preBody ?? []), ...(site.head?.postBody ?? [])]
        .filter((t) => t.tagName === tagName && (!rel || t.attributes.rel === rel))
        .map((t) => t.attributes[attribute])
        .filter((url): url is string => typeof url === 'string' && /^https?:\/\//.test(url))
        .map((url) => new URL(url).origin),
    ),
  ];
  const scriptOrigins = origins('script', 'src');
  // Tag Manager's container sends its tags' hits (Google Analytics, mostly) from the page.
  const tagManager = scriptOrigins.includes('https://www.googletagmanager.com')
    ? ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com']
    : [];
  const connectExtra = [
    ...new Set([...(analytics ? [analytics.origin, ...(analytics.provider === 'ga4' ? ['https://*.google-analytics.com'] : [])] : []), ...tagManager]),
  ];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptOrigins],
    ['style-src', "'self'", "'unsafe-inline'", ...origins('link', 'href', 'stylesheet')],
    ['img-src', "'self'", 'data:', 'https:'],
    ['frame-src', "'self'", 'https:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...(siteCode ? ['https:'] : connectExtra)],
    ['manifest-src', "'self'"],
    ['worker-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

/**
 * `markdownPaths`: the pages' Markdown files (`<route>.md`), served as `text/markdown` (Netlify rule
 * paths have no `/*.md` wildcard, so each file gets its own rule).
 */
export function headersFile(site: SiteConfigJson, markdownPaths: string[] = [], siteCode = false): string {
  const lines = [
    '# Generated by pipeline/emit/netlify.ts; the static headers are in netlify.toml.',
    '/*',
    `  Content-Security-Policy: ${contentSecurityPolicy(site, siteCode)}`,
  ];
  if (site.preview || site.head.noIndex) lines.push('  X-Robots-Tag: noindex');
  for (const path of markdownPaths) lines.push(path, `  Content-Type: ${MARKDOWN_TYPE}`);
  return `${lines.join('\n')}\n`;
}

/**
 * The `.html` and `/index.html` forms of each route, redirected (301) to the route. Forced (`!`),
 * because `<route>.html` is the prerendered file itself and would otherwise shadow the rule. Paths
 * are percent-encoded, as a rule's words are separated by spaces (Docusaurus accepts a doc `id`
 * with spaces, and its route keeps them).
 */
export function htmlRedirects(routes: string[]): string[] {
  const rules: string[] = [];
  for (const route of routes.map(encodeURI)) {
    if (route === '/') rules.push('/index.html / 301!');
    else if (route.endsWith('/')) rules.push(`${route}index.html ${route} 301!`, `${route.slice(0, -1)}.html ${route} 301!`);
    else rules.push(`${route}.html ${route} 301!`, `${route}/index.html ${route} 301!`);
  }
  return rules;
}

/**
 * The content's own `_redirects` (at the content root, or in `static/` as Docusaurus sites keep it),
 * checked with the same parser the local server uses; syntax problems are errors with their line,
 * a target that ends on no page (after following chains as Netlify does) a warning.
 */
export function readContentRedirects(contentRoot: string, display: (p: string) => string, report: Report, isPage: (path: string) => boolean): string {
  const parts: string[] = [];
  for (const rel of ['_redirects', 'static/_redirects']) {
    const path = join(contentRoot, rel);
    if (!existsSync(path)) continue;
    const text = toLf(readFileSync(path, 'utf8'));
    try {
      const rules = parseRedirectsFile(text, display(rel));
      for (const rule of rules) {
        const end = followRedirects(rules, rule.to, isPage);
        if (end.ok) continue;
        const m = /:(\d+)$/.exec(rule.source);
        const via = end.hops.length > 1 ? ` (followed ${end.hops.join(' → ')})` : '';
        const why = end.loop ? 'loops back to a rule already followed' : 'ends on no page of this site';
        report.warn(
          display(rel),
          Number(m?.[1] ?? 1),
          1,
          `redirect target ${rule.to} ${why}${via}: readers get the not-found page; point it at a page or remove the rule`,
          'redirect',
        );
      }
      parts.push(`# From ${display(rel)}`, text.trimEnd());
    } catch (error) {
      if (!(error instanceof RulesError)) throw error;
      for (const problem of error.problems) {
        const m = /^(.*):(\d+): (.*)$/.exec(problem);
        report.error(m?.[1] ?? display(rel), Number(m?.[2] ?? 1), 1, m?.[3] ?? problem, 'redirect');
      }
    }
  }
  return parts.join('\n');
}

/**
 * Where a redirect target ends for a reader. Netlify answers each request with the first rule that
 * matches it, so a target that is itself the source of another rule is followed to that rule's
 * target (a chain is valid); the chain must end on a page. Targets outside this site or with
 * placeholders (`:splat`) cannot be checked and count as fine.
 */
export function followRedirects(rules: RedirectRule[], to: string, isPage: (path: string) => boolean): { ok: boolean; hops: string[]; loop: boolean } {
  const hops: string[] = [];
  let target = to;
  for (;;) {
    hops.push(target);
    if (!target.startsWith('/') || target.startsWith('//') || /[:*]/.test(target)) return { ok: true, hops, loop: false };
    const path = target.split(/[?#]/)[0]!;
    if (isPage(path)) return { ok: true, hops, loop: false };
    const next = findRedirect(rules, path, false);
    if (!next) return { ok: false, hops, loop: false };
    if (hops.includes(next.target)) return { ok: false, hops: [...hops, next.target], loop: true };
    target = next.target;
  }
}

export function redirectsFile(contentRedirects: string, routes: string[], base = '/'): string {
  // Under a base URL (`/sub/`) the rules name the paths the host sees.
  const generated = [
    '# Generated: the .html and /index.html forms of every page',
    ...htmlRedirects(routes).map((r) =>
      base === '/' ? r : r.replace(/^(\S+) (\S+)/, (_, a: string, b: string) => `${withBase(a, base)} ${withBase(b, base)}`),
    ),
  ];
  // Netlify applies the first matching rule: the content's legacy rules go first.
  return `${[contentRedirects, generated.join('\n')].filter(Boolean).join('\n\n')}\n`;
}
