import type { SiteConfigJson } from '../../contract';

/** A resolved site config for unit tests of the emitters. */
export function siteFixture(overrides: Partial<SiteConfigJson> = {}): SiteConfigJson {
  return {
    title: 'Lamp Docs',
    tagline: 'How to wire up lamps.',
    url: 'https://lamps.example',
    baseUrl: '/',
    logo: { alt: 'Lamp', src: '/img/logo.svg' },
    navbar: [],
    footer: { columns: [], thanks: null, copyright: 'Copyright Lamp makers' },
    announcement: null,
    colorMode: { defaultMode: 'light', respectPrefersColorScheme: false },
    mermaid: { theme: { light: 'neutral', dark: 'forest' } },
    analytics: null,
    editUrl: null,
    preview: false,
    previewOf: null,
    ...overrides,
  };
}
