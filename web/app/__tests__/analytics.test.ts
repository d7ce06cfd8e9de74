import { describe, expect, it } from 'vitest';
import { pageViewRequest } from '../analytics-send';

const page = { url: 'https://example.org/docs/x', title: 'X | Site', referrer: 'https://example.org/' };

describe('page-view requests', () => {
  it('sends nothing without analytics or a measurement id', () => {
    expect(pageViewRequest(null, page, 'c')).toBeNull();
    expect(pageViewRequest({ provider: 'plausible', measurementId: '', origin: 'https://plausible.io' }, page, 'c')).toBeNull();
  });

  it('posts a Plausible pageview event for the site domain', () => {
    const r = pageViewRequest({ provider: 'plausible', measurementId: 'example.org', origin: 'https://plausible.io' }, page, 'c');
    expect(r?.url).toBe('https://plausible.io/api/event');
    expect(JSON.parse(r!.body!)).toEqual({ name: 'pageview', url: page.url, domain: 'example.org', referrer: page.referrer });
  });

  it('builds a GA4 page_view hit with the measurement id, location and title', () => {
    const r = pageViewRequest({ provider: 'ga4', measurementId: 'G-TEST', origin: 'https://www.google-analytics.com' }, page, '1.2');
    const url = new URL(r!.url);
    expect(url.origin + url.pathname).toBe('https://www.google-analytics.com/g/collect');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      v: '2',
      tid: 'G-TEST',
      cid: '1.2',
      en: 'page_view',
      dl: page.url,
      dt: page.title,
      dr: page.referrer,
    });
    expect(r!.body).toBeNull();
  });
});
