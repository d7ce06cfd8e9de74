import { describe, expect, it } from 'vitest';
import { resolveSiteSidebars } from '../sidebars';
import { siteConfigOf } from '../site-config';
import { defaultSiteConfig } from '../../../docusaurus/node/config/site-folder';
import { context, doc, ROOT } from './fixture';

describe('siteConfigOf', () => {
  const docs = [doc('docs/intro.md', 'intro', { route: '/docs/intro' })];

  it('is null, with an error, without a site config', () => {
    const ctx = context({ site: null });
    expect(siteConfigOf(ctx, docs, resolveSiteSidebars(ctx, docs))).toBeNull();
    expect(ctx.report.errors.map((e) => `${e.file} ${e.message}`)).toEqual([
      'site/site.config.ts site config is missing: create site.config.ts exporting defineConfig({...})',
    ]);
  });

  it('takes the analytics id from the inputs (the config stage read the environment), never in previews', () => {
    const site = { ...defaultSiteConfig(ROOT, ['docs'], false).value, analytics: { provider: 'plausible' as const } };
    const on = context({ site, inputs: { analyticsId: 'lamps.example' } });
    expect(siteConfigOf(on, docs, resolveSiteSidebars(on, docs))?.analytics).not.toBeNull();
    const preview = context({ site, inputs: { analyticsId: 'lamps.example', preview: true } });
    expect(siteConfigOf(preview, docs, resolveSiteSidebars(preview, docs))?.analytics).toBeNull();
  });
});
