import { describe, expect, it } from 'vitest';
import type { SiteConfigJson } from '../../../common/contract';
import { join } from 'node:path';
import { chromeDefines, chromeUse, chromeUseCss, hasLastUpdateAuthor, hasPageEditMeta } from '../chrome-use';
import type { DocChunk, RouteChunk } from '../../../common/contract';

const site = (navbar: SiteConfigJson['navbar'], announcement: SiteConfigJson['announcement'] = null, hideable = false, systemChoice = false) => ({
  navbar,
  announcement,
  docsSidebar: { hideable, autoCollapseCategories: false },
  colorMode: {
    defaultMode: 'light' as const,
    respectPrefersColorScheme: systemChoice,
    disableSwitch: false,
    ...(systemChoice ? { systemChoice: true as const } : {}),
  },
});

describe('chromeUse', () => {
  it("keeps the dropdowns and the announcement bar a site's config draws, and only those", () => {
    expect(chromeUse(site([{ type: 'search', position: 'right' }]))).toEqual({
      localeDropdown: false,
      versionDropdown: false,
      announcementBar: false,
      titleFormatter: false,
      unlisted: false,
      draft: false,
      sidebarHideable: false,
      customItems: false,
      versionLabel: false,
      docItems: false,
      barDropdownLists: false,
      dropdownItemsAround: false,
      systemColorMode: false,
      headParts: false,
      postStructuredData: false,
      themeClasses: false,
      pageEditMeta: false,
      lastUpdateAuthor: false,
    });
    const bar = { id: 'x', content: { type: 'root' as const, children: [] }, href: null, backgroundColor: null, textColor: null, isCloseable: true };
    expect(
      chromeUse(
        site(
          [
            { type: 'localeDropdown', position: 'right', locales: [] },
            { type: 'docsVersionDropdown', position: 'left', pluginId: 'default' },
          ],
          bar,
        ),
      ),
    ).toEqual({
      localeDropdown: true,
      versionDropdown: true,
      announcementBar: true,
      titleFormatter: false,
      unlisted: false,
      draft: false,
      sidebarHideable: false,
      customItems: false,
      versionLabel: false,
      docItems: false,
      barDropdownLists: false,
      dropdownItemsAround: false,
      systemColorMode: false,
      headParts: false,
      postStructuredData: false,
      themeClasses: false,
      pageEditMeta: false,
      lastUpdateAuthor: false,
    });
  });

  it('keeps the announcement bar for a site that swizzles it or a part of it, which draws its own whatever the config says', () => {
    const none = site([{ type: 'search', position: 'right' }]);
    expect(chromeUse(none, new Set(['AnnouncementBar'])).announcementBar).toBe(true);
    expect(chromeUse(none, new Set(['AnnouncementBar/Content'])).announcementBar).toBe(true);
    expect(chromeUse(none, new Set(['Footer', 'AnnouncementBarLike'])).announcementBar).toBe(false);
  });

  it('draws the title formatter slot only for a site that swizzles it or ThemeProvider, drawn in that place', () => {
    const none = site([{ type: 'search', position: 'right' }]);
    expect(chromeUse(none, new Set(['ThemeProvider/TitleFormatter'])).titleFormatter).toBe(true);
    expect(chromeUse(none, new Set(['ThemeProvider'])).titleFormatter).toBe(true);
    expect(chromeUse(none, new Set(['Root'])).titleFormatter).toBe(false);
  });

  it('keeps what draws unlisted pages only for a site that has one (the build looks through its routes)', () => {
    const none = site([{ type: 'search', position: 'right' }]);
    expect(chromeUse(none).unlisted).toBe(false);
    expect(chromeUse(none, new Set(), true).unlisted).toBe(true);
  });

  it('keeps the custom navbar item branch only for a site with an item of its own type', () => {
    expect(chromeUse(site([{ type: 'custom', customType: 'custom-x', props: {}, position: 'left' }])).customItems).toBe(true);
    expect(chromeUse(site([{ type: 'search', position: 'right' }])).customItems).toBe(false);
  });

  it('keeps the docsVersion label branch only for a navbar with a label-less docsVersion item', () => {
    const docsVersion = { type: 'doc' as const, label: '1.0', route: '/docs/', position: 'left' as const };
    expect(chromeUse(site([{ ...docsVersion, versionLabel: 'default' }])).versionLabel).toBe(true);
    expect(chromeUse(site([docsVersion])).versionLabel).toBe(false);
  });

  it("draws the config's doc items through their components only for a site that swizzles one and has such an item", () => {
    const sidebarItem = {
      type: 'doc' as const,
      label: 'Log',
      route: '/docs/',
      position: 'left' as const,
      config: { type: 'docSidebar' as const, sidebarId: 'log' },
    };
    expect(chromeUse(site([sidebarItem]), new Set(['NavbarItem/DocSidebarNavbarItem'])).docItems).toBe(true);
    expect(chromeUse(site([sidebarItem]), new Set(['NavbarItem/DocsVersionNavbarItem'])).docItems).toBe(true);
    expect(chromeUse(site([sidebarItem]), new Set(['NavbarItem/DefaultNavbarItem'])).docItems).toBe(false);
    // An item made here, not read from a config, is no theme-classic doc item.
    expect(chromeUse(site([{ ...sidebarItem, config: undefined }]), new Set(['NavbarItem/DocNavbarItem'])).docItems).toBe(false);
  });

  it("draws the bar's locale and version dropdowns through DropdownNavbarItem only for a site that swizzles it (or its Desktop) and has one of them", () => {
    const locale = { type: 'localeDropdown' as const, position: 'right' as const, locales: [] };
    const versions = { type: 'docsVersionDropdown' as const, position: 'right' as const, pluginId: 'default' };
    const dropdown = { type: 'dropdown' as const, label: 'More', position: 'left' as const, items: [] };
    expect(chromeUse(site([locale]), new Set(['NavbarItem/DropdownNavbarItem'])).barDropdownLists).toBe(true);
    expect(chromeUse(site([versions]), new Set(['NavbarItem/DropdownNavbarItem/Desktop'])).barDropdownLists).toBe(true);
    // Only the mobile part, or no such dropdown: the bar's own menus.
    expect(chromeUse(site([locale, versions]), new Set(['NavbarItem/DropdownNavbarItem/Mobile'])).barDropdownLists).toBe(false);
    expect(chromeUse(site([dropdown]), new Set(['NavbarItem/DropdownNavbarItem'])).barDropdownLists).toBe(false);
    expect(chromeUse(site([locale, versions])).barDropdownLists).toBe(false);
    // The config's links around a locale or version dropdown's own.
    expect(chromeUse(site([locale, versions])).dropdownItemsAround).toBe(false);
    const link = { label: 'Help', href: '/help', external: false };
    expect(chromeUse(site([{ ...locale, dropdownItemsAfter: [link] }])).dropdownItemsAround).toBe(true);
    expect(chromeUse(site([{ ...versions, dropdownItemsBefore: [link] }])).dropdownItemsAround).toBe(true);
  });

  it("keeps the colour toggle's system mode only for a site whose toggle offers it", () => {
    expect(chromeUse(site([], null, false, true)).systemColorMode).toBe(true);
    expect(chromeUse(site([])).systemColorMode).toBe(false);
  });

  it("draws the head parts only for a site that swizzles one, and leaves a post's JSON-LD to the site that swizzles it (i43h)", () => {
    expect(chromeUse(site([])).headParts).toBe(false);
    expect(chromeUse(site([]), new Set(['BlogPostPage/Metadata', 'MDXContent'])).headParts).toBe(false);
    expect(chromeUse(site([]), new Set(['SiteMetadata'])).headParts).toBe(true);
    expect(chromeUse(site([]), new Set(['SiteMetadata'])).postStructuredData).toBe(false);
    expect(chromeUse(site([]), new Set(['BlogPostPage/StructuredData'])).postStructuredData).toBe(false);
    expect(chromeUse(site([]), new Set(['BlogPostPage/StructuredData']), false, true).postStructuredData).toBe(true);
  });

  it("draws theme-common's class names only when the site's own CSS or code names one (theme-classes-use.ts)", () => {
    expect(chromeUse(site([])).themeClasses).toBe(false);
    expect(chromeUse(site([]), new Set(), false, false, true).themeClasses).toBe(true);
  });

  it("draws a Markdown page's edit and last-update row only for a site with such a page (theme-classic's MDXPage)", () => {
    expect(chromeUse(site([])).pageEditMeta).toBe(false);
    expect(chromeUse(site([]), new Set(), false, false, false, true).pageEditMeta).toBe(true);
    const doc = (fields: Partial<DocChunk>) => ({ kind: 'doc', pluginId: 'default', editUrl: null, lastUpdatedAt: null, ...fields }) as RouteChunk;
    expect(hasPageEditMeta(doc({ pluginId: 'pages', editUrl: 'https://git.example/edit/src/pages/about.md' }))).toBe(true);
    expect(hasPageEditMeta(doc({ pluginId: 'pages', lastUpdatedAt: '2024-05-02T00:00:00Z' }))).toBe(true);
    expect(hasPageEditMeta(doc({ pluginId: 'pages' }))).toBe(false);
    // A doc's edit link is its footer's, drawn whatever this says.
    expect(hasPageEditMeta(doc({ editUrl: 'https://git.example/edit/docs/intro.md' }))).toBe(false);
    expect(hasPageEditMeta({ kind: 'blog-post', editUrl: 'https://git.example/edit/blog/x.md' } as RouteChunk)).toBe(false);
    // A last update with an author alone (showLastUpdateAuthor without showLastUpdateTime) is drawn too.
    expect(hasPageEditMeta(doc({ pluginId: 'pages', lastUpdatedBy: 'Ada' }))).toBe(true);
  });

  it("draws a last update's author only for a site whose docs, pages or posts carry one (showLastUpdateAuthor)", () => {
    expect(chromeUse(site([])).lastUpdateAuthor).toBe(false);
    expect(chromeUse(site([]), new Set(), false, false, false, false, true).lastUpdateAuthor).toBe(true);
    expect(hasLastUpdateAuthor({ kind: 'blog-post', lastUpdatedAt: null, lastUpdatedBy: 'Ada' } as RouteChunk)).toBe(true);
    expect(hasLastUpdateAuthor({ kind: 'doc', lastUpdatedAt: '2024-05-02T00:00:00Z' } as RouteChunk)).toBe(false);
    expect(hasLastUpdateAuthor({ kind: 'tags' } as RouteChunk)).toBe(false);
  });

  it("keeps the sidebar's collapse and expand buttons only for a site whose sidebar is hideable", () => {
    expect(chromeUse(site([], null, true)).sidebarHideable).toBe(true);
    expect(chromeUse(site([], null, false), new Set(['DocSidebar/Desktop/CollapseButton', 'Icon/Arrow'])).sidebarHideable).toBe(false);
  });

  it('defines each part for the SPA; without a config (dev mode) every part is drawn, the draft banner only there', () => {
    expect(
      chromeDefines({
        localeDropdown: true,
        versionDropdown: false,
        announcementBar: false,
        titleFormatter: true,
        unlisted: false,
        draft: false,
        sidebarHideable: true,
        customItems: false,
        versionLabel: false,
        docItems: false,
        barDropdownLists: true,
        dropdownItemsAround: false,
        systemColorMode: false,
        headParts: true,
        postStructuredData: false,
        themeClasses: true,
        pageEditMeta: false,
        lastUpdateAuthor: false,
      }),
    ).toEqual({
      __CHROME_LOCALE_DROPDOWN__: 'true',
      __CHROME_VERSION_DROPDOWN__: 'false',
      __CHROME_ANNOUNCEMENT_BAR__: 'false',
      __CHROME_TITLE_FORMATTER__: 'true',
      __CHROME_UNLISTED__: 'false',
      __CHROME_DRAFT__: 'false',
      __CHROME_SIDEBAR_HIDEABLE__: 'true',
      __CHROME_CUSTOM_ITEMS__: 'false',
      __CHROME_VERSION_LABEL__: 'false',
      __CHROME_DOC_ITEMS__: 'false',
      __CHROME_BAR_DROPDOWN_LISTS__: 'true',
      __CHROME_DROPDOWN_ITEMS_AROUND__: 'false',
      __CHROME_SYSTEM_COLOR_MODE__: 'false',
      __CHROME_HEAD_PARTS__: 'true',
      __CHROME_THEME_CLASSES__: 'true',
      __CHROME_PAGE_EDIT_META__: 'false',
      __CHROME_LAST_UPDATE_AUTHOR__: 'false',
    });
    expect(Object.values(chromeDefines(null))).toEqual([
      'true',
      'true',
      'true',
      'true',
      'true',
      'true',
      'true',
      'true',
      'true',
      'true',
      'true',
      'true',
      'true',
      'true',
      'true',
      'true',
      'true',
    ]);
  });

  it("empties the announcement bar's stylesheet only in a bundle for a site without one", () => {
    const bar = join('/web', 'theme', 'AnnouncementBar', 'styles.css');
    const load = (use: Parameters<typeof chromeUseCss>[1], id: string) => (chromeUseCss('/web', use).load as (id: string) => string | null)(id);
    const none = {
      localeDropdown: false,
      versionDropdown: false,
      announcementBar: false,
      titleFormatter: false,
      unlisted: false,
      draft: false,
      sidebarHideable: false,
      customItems: false,
      versionLabel: false,
      docItems: false,
      barDropdownLists: false,
      dropdownItemsAround: false,
      systemColorMode: false,
      headParts: false,
      postStructuredData: false,
      themeClasses: false,
      pageEditMeta: false,
      lastUpdateAuthor: false,
    };
    expect(load(none, bar)).toBe('');
    expect(load(none, join('/web', 'theme', 'Navbar', 'styles.css'))).toBeNull();
    expect(load({ ...none, announcementBar: true }, bar)).toBeNull();
    expect(load(null, bar)).toBeNull();
    // The colour toggle's system mode rules, likewise.
    const system = join('/web', 'theme', 'ColorModeToggle', 'system.css');
    expect(load(none, system)).toBe('');
    expect(load({ ...none, systemColorMode: true }, system)).toBeNull();
  });
});
