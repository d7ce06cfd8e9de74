import type { SiteConfigJson } from '../../../common/contract';

/** A resolved site config for unit tests of the emitters. */
export function siteFixture(overrides: Partial<SiteConfigJson> = {}): SiteConfigJson {
  return {
    title: 'Lamp Docs',
    tagline: 'How to wire up lamps.',
    url: 'https://lamps.example',
    baseUrl: '/',
    logo: { alt: 'Lamp', src: '/img/logo.svg', srcDark: null, href: null, width: null, height: null },
    navbarTitle: 'Lamp Docs',
    navbar: [],
    footer: {
      style: 'light',
      logo: null,
      columns: [],
      thanks: null,
      copyright: { type: 'root', children: [{ type: 'text', value: 'Copyright Lamp makers' }] },
    },
    announcement: null,
    colorMode: { defaultMode: 'light', respectPrefersColorScheme: false, disableSwitch: false },
    mermaid: { theme: { light: 'neutral', dark: 'forest' } },
    analytics: null,
    editUrl: null,
    favicon: null,
    head: { tags: [], image: null, noIndex: false },
    docsSidebar: { hideable: false, autoCollapseCategories: false },
    search: { indexDocs: true, indexBlog: true, suggestions: 8, snippetLength: 50, highlightOnTarget: true, contextsByPaths: [] },
    customFields: {},
    globalData: {},
    preview: false,
    previewOf: null,
    ...overrides,
  };
}
