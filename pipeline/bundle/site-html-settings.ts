import type { SiteConfigJson } from '../../common/contract.js';

/**
 * The site settings web/vite.config.ts writes onto index.html's `<html>`, passed to Vite in the
 * `SITE_HTML_SETTINGS` variable by the build (`app-build.ts`) and by dev mode.
 */
export function siteHtmlSettings(site: Pick<SiteConfigJson, 'colorMode' | 'announcement' | 'favicon'>): string {
  return JSON.stringify({ colorMode: site.colorMode, announcement: site.announcement, favicon: site.favicon });
}
