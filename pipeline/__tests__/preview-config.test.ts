import { describe, expect, it } from 'vitest';
import { resolveSiteConfig } from '../config/resolve';
import { previewLabel } from '../build';
import { Report } from '../check/report';
import type { SiteConfig } from '../site-config';

const config: SiteConfig = {
  title: 'Lamp Docs',
  tagline: 'Lamps.',
  url: 'https://lamps.example/',
  logo: { alt: 'Lamp', src: '/img/logo.svg' },
  navbar: [],
  footer: { columns: [], copyright: 'c' },
};
const resolve = (preview: boolean, analyticsId: string | undefined, previewOf: string | null = null) =>
  resolveSiteConfig(config, 'site.config.ts', { docRoutes: new Map(), sidebarFirstRoute: new Map(), preview, previewOf, analyticsId }, new Report());

describe('deploy-preview settings', () => {
  it('turns analytics on from ANALYTICS_ID in production and off in previews', () => {
    expect(resolve(false, 'lamps.example').analytics).toEqual({ provider: 'plausible', measurementId: 'lamps.example', origin: 'https://plausible.io' });
    expect(resolve(true, 'lamps.example').analytics).toBeNull();
    expect(resolve(false, undefined).analytics).toBeNull();
  });

  it("labels the preview from Netlify's environment", () => {
    expect(previewLabel({ CONTEXT: 'deploy-preview', REVIEW_ID: '123' })).toBe('pull request #123');
    expect(previewLabel({ CONTEXT: 'branch-deploy', BRANCH: 'next' })).toBe('branch next');
    expect(previewLabel({ CONTEXT: 'production', REVIEW_ID: '1' })).toBeNull();
    expect(resolve(true, undefined, 'pull request #123')).toMatchObject({ preview: true, previewOf: 'pull request #123' });
    expect(resolve(false, undefined, 'pull request #123').previewOf).toBeNull();
  });
});
