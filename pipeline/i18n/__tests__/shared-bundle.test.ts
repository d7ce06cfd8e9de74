import { describe, expect, it } from 'vitest';
import { localeOnlyBundleParts } from '../shared-bundle.js';

describe("a locale's client modules and theme folders", () => {
  const site = { clientModules: ['/site/plugins/p/ready.js', 'some-package/client'], themePaths: ['/site/plugins/p/theme'] };

  it('are nothing to say when they are the default locale’s (the locale folder’s copies are the same files)', () => {
    const locale = { clientModules: ['/cache/ar/site/plugins/p/ready.js', 'some-package/client'], themePaths: ['/cache/ar/site/plugins/p/theme'] };
    expect(localeOnlyBundleParts(site, locale, '/cache/ar/site', '/site')).toEqual([]);
    expect(localeOnlyBundleParts(undefined, undefined, '/cache/ar/site', '/site')).toEqual([]);
  });

  it('are named when the locale’s run gave others, since the one client bundle is made with the default locale’s', () => {
    const locale = { clientModules: ['/cache/ar/site/plugins/p/rtl-fixes.js', 'some-package/client'], themePaths: ['/cache/ar/site/plugins/p/theme-rtl'] };
    expect(localeOnlyBundleParts(site, locale, '/cache/ar/site', '/site')).toEqual([
      'client module /cache/ar/site/plugins/p/rtl-fixes.js',
      'theme folder /cache/ar/site/plugins/p/theme-rtl',
    ]);
  });
});
