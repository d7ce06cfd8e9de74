import type { SiteConfigJson } from '../../common/contract';

type Analytics = NonNullable<SiteConfigJson['analytics']>;

/**
 * The page-view request for a provider, built without loading the provider's script (the CSP
 * allows only the site's own scripts): Plausible's events API or GA4's collection endpoint. No
 * measurement id (or a deploy preview, where the pipeline leaves analytics null) means no request.
 */
export function pageViewRequest(
  analytics: SiteConfigJson['analytics'],
  page: { url: string; title: string; referrer: string },
  clientId: string,
): { url: string; body: string | null } | null {
  if (!analytics?.measurementId) return null;
  if (analytics.provider === 'plausible') {
    const body = { name: 'pageview', url: page.url, domain: analytics.measurementId, referrer: page.referrer || null };
    return { url: `${analytics.origin}/api/event`, body: JSON.stringify(body) };
  }
  const params = new URLSearchParams({ v: '2', tid: analytics.measurementId, cid: clientId, en: 'page_view', dl: page.url, dt: page.title });
  if (page.referrer) params.set('dr', page.referrer);
  return { url: `${analytics.origin}/g/collect?${params.toString()}`, body: null };
}

let previousUrl = '';
// Random per page load, not stored: no cookie or storage identifier follows the reader.
const clientId = `${Math.floor(Math.random() * 2 ** 31)}.${Math.floor(Date.now() / 1000)}`;

/** Sends one page view (loaded with `import()` on the first one: not part of the first paint). */
export function send(analytics: Analytics, url: string) {
  const request = pageViewRequest(analytics, { url, title: document.title, referrer: previousUrl || document.referrer }, clientId);
  previousUrl = url;
  if (!request) return;
  void fetch(request.url, {
    method: 'POST',
    body: request.body,
    keepalive: true,
    mode: 'no-cors',
    credentials: 'omit',
    headers: request.body ? { 'Content-Type': 'text/plain' } : undefined,
  }).catch(() => {
    /* an ad blocker or offline: page views are best effort */
  });
}
