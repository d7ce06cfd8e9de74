import type { SiteConfigJson } from '../../pipeline/contract';

type Analytics = NonNullable<SiteConfigJson['analytics']>;

/** The script to load for a provider; its origin is the one the build adds to the CSP. */
export function analyticsScript(analytics: Analytics, siteUrl: string): { src: string; attributes: Record<string, string> } {
  if (analytics.provider === 'ga4') return { src: `${analytics.origin}/gtag/js?id=${encodeURIComponent(analytics.measurementId)}`, attributes: {} };
  return { src: `${analytics.origin}/js/script.js`, attributes: { 'data-domain': analytics.measurementId || new URL(siteUrl).host } };
}

/**
 * Loads the analytics script after the page is interactive. The manifest has no analytics in deploy
 * previews (the build turns it off), so previews never report.
 */
export function startAnalytics(site: SiteConfigJson) {
  if (!site.analytics) return;
  const { src, attributes } = analyticsScript(site.analytics, site.url);
  if (site.analytics.provider === 'ga4') {
    // gtag's queue, set up here in bundled code: an inline snippet would need a weaker CSP.
    const w = window as unknown as { dataLayer: unknown[] };
    w.dataLayer = w.dataLayer ?? [];
    // gtag.js reads `arguments` objects from its queue, not arrays.
    const gtag = function (..._args: unknown[]) {
      // eslint-disable-next-line prefer-rest-params
      w.dataLayer.push(arguments);
    };
    gtag('js', new Date());
    gtag('config', site.analytics.measurementId);
  }
  const script = document.createElement('script');
  script.src = src;
  script.defer = true;
  for (const [k, v] of Object.entries(attributes)) script.setAttribute(k, v);
  document.head.append(script);
}
