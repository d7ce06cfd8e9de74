import type { Plugin } from 'vite';
import type { SiteHtmlSettings } from '../settings.js';

/**
 * Writes the site settings that must act before first paint onto <html>, where the blocking
 * web/public/color-mode.js reads them (no inline script: the CSP forbids it): the manifest's `site`
 * colour mode, announcement and favicon, so the bundle needs nothing the content's emit writes and
 * can run beside it. Without them (`null`), index.html's defaults stay.
 */
export function siteHtmlAttributes(site: SiteHtmlSettings | null, base: string): Plugin {
  return {
    name: 'site-html-attributes',
    transformIndexHtml(html) {
      if (!site) return html;
      const attr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
      const attrs = [
        `data-theme="${attr(site.colorMode.defaultMode)}"`,
        `data-default-mode="${attr(site.colorMode.defaultMode)}"`,
        `data-follow-system="${site.colorMode.respectPrefersColorScheme}"`,
        // The toggle's choice before any is stored (color-mode.js writes a stored one over it).
        ...(site.colorMode.systemChoice ? ['data-theme-choice="system"'] : []),
        ...(site.announcement ? [`data-announcement-id="${attr(site.announcement.id)}"`] : []),
      ];
      let out = html.replace(/<html([^>]*?) data-theme="[^"]*"([^>]*)>/, `<html$1 ${attrs.join(' ')}$2>`);
      // Files the page fetches itself live under the base URL too.
      out = out.replace('href="/boot.json"', `href="${attr(base)}boot.json"`).replace('src="/color-mode.js"', `src="${attr(base)}color-mode.js"`);
      if (site.favicon) {
        const type = /\.svg$/i.test(site.favicon)
          ? 'image/svg+xml'
          : /\.png$/i.test(site.favicon)
            ? 'image/png'
            : /\.ico$/i.test(site.favicon)
              ? 'image/x-icon'
              : '';
        out = out.replace(/<link rel="icon"[^>]*>/, `<link rel="icon" href="${attr(site.favicon)}"${type ? ` type="${type}"` : ''} />`);
      } else out = out.replace('href="/favicon.svg"', `href="${attr(base)}favicon.svg"`);
      return out;
    },
  };
}
