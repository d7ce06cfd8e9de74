/** sitemap.xml and robots.txt: what crawlers may index, and where the pages are. */

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
