/** sitemap.xml and robots.txt: what crawlers may index, and where the pages are. */
import type { EmitStep } from '../model/emit-step.js';
import type { SiteConfig } from '../site-config.js';
import { withBase } from '../../common/base-url.js';

/** Routes that are tools, not content, and stay out of the sitemap. */
const NOT_IN_SITEMAP = new Set(['/search']);

/**
 * `sitemap.xml` (or the sitemap plugin's `filename`) and `robots.txt`. Runs after the chunk step:
 * the manifest draft lists every route. Unlisted pages (posts, docs, a tag of unlisted docs) are in no sitemap.
 * `sitemap`: Docusaurus's sitemap plugin options, when the site's config has them.
 */
export function discoveryStep(sitemap?: SiteConfig['sitemap']): EmitStep {
  return (model, out, manifest) => {
    const site = model.site;
    // Docusaurus's sitemap leaves out every page with a `noindex` robots meta: unlisted posts, docs
    // and Markdown pages, and the page of a tag whose every doc is unlisted.
    const unlisted = new Set(model.routes.filter((r) => 'unlisted' in r.chunk && r.chunk.unlisted).map((r) => r.chunk.route));
    const chunks = new Map(model.routes.map((r) => [r.chunk.route, r.chunk]));
    const ignored = (sitemap?.ignorePatterns ?? []).map(globToRegExp);
    const entries = Object.keys(manifest.routes)
      .sort()
      .filter((r) => !NOT_IN_SITEMAP.has(r) && !unlisted.has(r) && !ignored.some((re) => re.test(r)))
      .map((route) => {
        const chunk = chunks.get(route);
        const lastmod = chunk && 'lastUpdatedAt' in chunk ? (chunk.lastUpdatedAt ?? (chunk.kind === 'blog-post' ? chunk.date : null)) : null;
        return { route: withBase(route, site.baseUrl), lastmod, changefreq: sitemap?.changefreq ?? null, priority: sitemap?.priority ?? null };
      });
    const sitemapFile = sitemap?.filename ?? 'sitemap.xml';
    out.write(sitemapFile, sitemapXml(site.url, entries));
    out.write('robots.txt', robotsTxt(`${site.url}${site.baseUrl.replace(/\/$/, '')}`, site.preview || site.head.noIndex, sitemapFile));
  };
}

/** A sitemap `ignorePatterns` glob (`/tags/**`, `/blog/page/*`) as a regular expression. */
export function globToRegExp(glob: string): RegExp {
  const re = glob
    .split(/(\*\*|\*)/)
    .map((part) => (part === '**' ? '.*' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${re}/?$`);
}

export interface SitemapEntry {
  route: string;
  /** ISO date or date-time, when known. */
  lastmod?: string | null;
  /** Docusaurus sitemap plugin options; left out when null. */
  changefreq?: string | null;
  priority?: number | null;
}

/** Routes that are not content (the search page) are left out by the caller. */
export function sitemapXml(siteUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map((e) => {
    const lastmod = e.lastmod ? `<lastmod>${escapeXml(e.lastmod)}</lastmod>` : '';
    const changefreq = e.changefreq ? `<changefreq>${escapeXml(e.changefreq)}</changefreq>` : '';
    const priority = typeof e.priority === 'number' ? `<priority>${e.priority}</priority>` : '';
    return `  <url><loc>${escapeXml(`${siteUrl}${encodeURI(e.route)}`)}</loc>${lastmod}${changefreq}${priority}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Previews are never indexed; production points crawlers at the sitemap. */
export function robotsTxt(siteUrl: string, preview: boolean, sitemapFile = 'sitemap.xml'): string {
  if (preview) return 'User-agent: *\nDisallow: /\n';
  return `User-agent: *\nAllow: /\nDisallow: /search\n\nSitemap: ${siteUrl}/${sitemapFile}\n`;
}

export function escapeXml(s: string): string {
  return s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}
