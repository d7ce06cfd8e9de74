import { describe, expect, it } from 'vitest';
import { resolveSiteConfig } from '../resolve';
import { Report } from '../../check/report';
import type { SiteConfig } from '../../site-config';

const config: SiteConfig = {
  title: 'Site',
  tagline: 'Tagline',
  url: 'https://example.org',
  logo: { alt: 'Logo', src: '/logo.svg' },
  navbar: [],
  footer: { columns: [], copyright: 'Copyright © 2025' },
  analytics: { provider: 'plausible' },
};

const resolve = (c: SiteConfig, preview: boolean, analyticsId: string | undefined) =>
  resolveSiteConfig(c, 'site.config.ts', { docRoutes: new Map(), sidebarFirstRoute: new Map(), preview, analyticsId }, new Report()).analytics;

describe('analytics settings', () => {
  it('are off without a measurement id', () => {
    expect(resolve(config, false, undefined)).toBeNull();
  });
  it('take the id from the config or the environment', () => {
    expect(resolve({ ...config, analytics: { provider: 'ga4', measurementId: 'G-1' } }, false, undefined)).toEqual({
      provider: 'ga4',
      measurementId: 'G-1',
      origin: 'https://www.google-analytics.com',
    });
    expect(resolve(config, false, 'example.org')).toEqual({ provider: 'plausible', measurementId: 'example.org', origin: 'https://plausible.io' });
  });
  it('are off in deploy previews', () => {
    expect(resolve(config, true, 'example.org')).toBeNull();
  });
});
