/**
 * Everything besides chunks that the host and crawlers read: sitemap, robots.txt and the
 * generated Netlify rules. An emit step (see stages/emit.ts), run after the chunk step, so the
 * manifest draft already lists every route.
 */
import type { EmitStep } from '../stages/emit.js';
import { sitemapXml, robotsTxt } from './discovery.js';
import { headersFile, redirectsFile } from './netlify.js';
import { markdownPath } from '../../common/markdown-path.js';
import { withBase } from '../../common/base-url.js';
import type { SiteConfig } from '../site-config.js';

/** Routes that are tools, not content, and stay out of the sitemap. */
const NOT_IN_SITEMAP = new Set(['/search']);

/** `contentRedirects`: the content's own `_redirects` text, already checked. */
/** `sitemap`: Docusaurus's sitemap plugin options, when the site's config has them. */
export function siteFilesStep(contentRedirects: string, sitemap?: SiteConfig['sitemap']): EmitStep {
  return (model, out, manifest) => {
    const site = model.site;
    // Unlisted posts are in no sitemap (and no feed: `blog-feeds.ts`).
    const unlisted = new Set(model.routes.filter((r) => r.chunk.kind === 'blog-post' && r.chunk.unlisted).map((r) => r.chunk.route));

    const routes = Object.keys(manifest.routes).sort();
    const chunks = new Map(model.routes.map((r) => [r.chunk.route, r.chunk]));
    const ignored = (sitemap?.ignorePatterns ?? []).map(globToRegExp);
    const entries = routes
      .filter((r) => !NOT_IN_SITEMAP.has(r) && !unlisted.has(r) && !ignored.some((re) => re.test(r)))
      .map((route) => {
        const chunk = chunks.get(route);
        const lastmod = chunk && 'lastUpdatedAt' in chunk ? (chunk.lastUpdatedAt ?? (chunk.kind === 'blog-post' ? chunk.date : null)) : null;
        return { route: withBase(route, site.baseUrl), lastmod, changefreq: sitemap?.changefreq ?? null, priority: sitemap?.priority ?? null };
      });
    const sitemapFile = sitemap?.filename ?? 'sitemap.xml';
    out.write(sitemapFile, sitemapXml(site.url, entries));
    out.write('robots.txt', robotsTxt(`${site.url}${site.baseUrl.replace(/\/$/, '')}`, site.preview || site.head.noIndex, sitemapFile));
    const markdown = model.routes
      .filter((r) => r.chunk.kind === 'doc' || r.chunk.kind === 'blog-post')
      .map((r) => withBase(markdownPath(r.chunk.route), site.baseUrl));
    out.write('_headers', headersFile(site, markdown.sort()));
    out.write('_redirects', redirectsFile(contentRedirects, routes, site.baseUrl));
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
