import { describe, expect, it } from 'vitest';
import { docusaurusNavbarItem, navbarLinkItem } from '../navbar-items';
import { docusaurusContext } from '../site-context';

describe('navbar items as the Docusaurus config wrote them', () => {
  it('gives a custom item (`custom-*`) back as the config wrote it: its own type and fields', () => {
    expect(docusaurusNavbarItem({ type: 'custom', customType: 'custom-kilnTemp', props: { label: 'Heat', unit: 'C' }, position: 'right' })).toEqual({
      type: 'custom-kilnTemp',
      label: 'Heat',
      unit: 'C',
      position: 'right',
    });
  });

  it('gives doc items their route as `to`, links `to` or `href`, dropdowns their entries', () => {
    expect(docusaurusNavbarItem({ type: 'doc', label: 'Docs', route: '/docs/intro', position: 'left' })).toEqual({
      type: 'default',
      label: 'Docs',
      to: '/docs/intro',
      position: 'left',
    });
    expect(docusaurusNavbarItem({ type: 'link', label: 'Forum', href: 'https://forum.example', external: true, position: 'right', className: 'x' })).toEqual({
      type: 'default',
      label: 'Forum',
      href: 'https://forum.example',
      position: 'right',
      className: 'x',
      'aria-label': undefined,
    });
    expect(
      docusaurusNavbarItem({ type: 'dropdown', label: 'More', position: 'left', items: [{ label: 'Blog', href: '/blog', external: false }] }),
    ).toMatchObject({ type: 'dropdown', items: [{ label: 'Blog', to: '/blog' }] });
  });

  it("in another locale: a doc item's path under the base URL, a link's `to` as the config wrote it (the Link adds base and locale)", () => {
    const paths = { siteBaseUrl: '/sub/', localePrefix: '/ar' };
    expect(docusaurusNavbarItem({ type: 'doc', label: 'Docs', route: '/ar/docs/intro', position: 'left' }, paths)).toMatchObject({ to: '/sub/ar/docs/intro' });
    expect(docusaurusNavbarItem({ type: 'link', label: 'News', href: '/ar/blog', external: false, position: 'left' }, paths)).toMatchObject({ to: '/blog' });
    expect(docusaurusNavbarItem({ type: 'link', label: 'Home', href: '/ar/', external: false, position: 'left' }, paths)).toMatchObject({ to: '/' });
    expect(
      docusaurusNavbarItem(
        { type: 'dropdown', label: 'More', position: 'left', items: [{ label: 'Install', href: '/ar/docs/install', external: false }] },
        paths,
      ),
    ).toMatchObject({ items: [{ to: '/docs/install' }] });
  });

  it("gives locale and version dropdowns their links before and after as the config wrote them, [] when unset, as theme-classic's options default them", () => {
    const paths = { siteBaseUrl: '/sub/', localePrefix: '/ar' };
    expect(
      docusaurusNavbarItem(
        {
          type: 'localeDropdown',
          position: 'right',
          locales: [],
          dropdownItemsAfter: [
            { label: 'Help', href: '/ar/help', external: false, className: 'help' },
            { label: 'Translate', href: 'https://t.example', external: true },
          ],
        },
        paths,
      ),
    ).toEqual({
      type: 'localeDropdown',
      position: 'right',
      dropdownItemsBefore: [],
      dropdownItemsAfter: [
        { label: 'Help', to: '/help', className: 'help' },
        { label: 'Translate', href: 'https://t.example', className: undefined },
      ],
    });
    expect(docusaurusNavbarItem({ type: 'docsVersionDropdown', position: 'left', pluginId: 'default', dropdownActiveClassDisabled: true })).toEqual({
      type: 'docsVersionDropdown',
      position: 'left',
      docsPluginId: 'default',
      dropdownActiveClassDisabled: true,
      dropdownItemsBefore: [],
      dropdownItemsAfter: [],
    });
    // Its `versions` in the form the config wrote: names alone, or names with the labels some set.
    const versions = (versionItems: { name: string; label?: string }[]) =>
      docusaurusNavbarItem({ type: 'docsVersionDropdown', position: 'left', pluginId: 'default', versionItems }).versions;
    expect(versions([{ name: '2.0' }, { name: 'current' }])).toEqual(['2.0', 'current']);
    expect(versions([{ name: '2.0', label: 'Stable' }, { name: 'current' }])).toEqual({ '2.0': { label: 'Stable' }, current: {} });
  });

  it('gives doc, docSidebar and docsVersion items back with their type and the fields the config wrote, as Docusaurus does', () => {
    const doc = { label: 'Schedule', position: 'right' as const, className: 'kiln-doc' };
    expect(docusaurusNavbarItem({ type: 'doc', route: '/docs/firing', ...doc, config: { type: 'doc', docId: 'firing', docsPluginId: 'kilns' } })).toEqual({
      type: 'doc',
      docId: 'firing',
      docsPluginId: 'kilns',
      label: 'Schedule',
      position: 'right',
      className: 'kiln-doc',
      'aria-label': undefined,
    });
    expect(
      docusaurusNavbarItem(
        {
          type: 'doc',
          label: 'Studio',
          route: '/docs/category/studio',
          position: 'left',
          activeBasePath: '/ar/docs/studio',
          config: { type: 'docSidebar', sidebarId: 'studio' },
        },
        { siteBaseUrl: '/', localePrefix: '/ar' },
      ),
    ).toEqual({ type: 'docSidebar', sidebarId: 'studio', label: 'Studio', position: 'left', activeBasePath: '/docs/studio' });
    // A docsVersion item without a label or `to`: only what the config wrote (the item draws the version's).
    expect(docusaurusNavbarItem({ type: 'doc', label: 'Gas kiln', route: '/docs/loading', position: 'left', config: { type: 'docsVersion' } })).toEqual({
      type: 'docsVersion',
      position: 'left',
    });
    expect(
      docusaurusNavbarItem(
        {
          type: 'doc',
          label: 'Old',
          route: '/ar/docs/1.0/',
          position: 'left',
          config: { type: 'docsVersion', label: 'Old', to: '/ar/docs/1.0/', docsPluginId: 'default' },
        },
        { siteBaseUrl: '/sub/', localePrefix: '/ar' },
      ),
    ).toEqual({ type: 'docsVersion', label: 'Old', to: '/docs/1.0/', docsPluginId: 'default', position: 'left' });
  });

  it("gives an html item its config string as `value` (the tree the build parsed from it stays the theme's)", () => {
    const value = {
      type: 'root' as const,
      children: [{ type: 'element' as const, tagName: 'b', properties: {}, children: [{ type: 'text' as const, value: 'Kiln' }] }],
    };
    expect(docusaurusNavbarItem({ type: 'html', value, text: '<b>Kiln</b><script>x()</script>', position: 'right' })).toEqual({
      type: 'html',
      position: 'right',
      value: '<b>Kiln</b><script>x()</script>',
    });
    // Its `className`, which theme-classic's HtmlNavbarItem puts on the item's element.
    expect(docusaurusNavbarItem({ type: 'html', value, text: '<b>Kiln</b>', position: 'left', className: 'kiln-note' })).toEqual({
      type: 'html',
      position: 'left',
      value: '<b>Kiln</b>',
      className: 'kiln-note',
    });
  });

  it("hands DefaultNavbarItem a doc item as the link it draws (the doc's path under the base URL), any other item as the config wrote it", () => {
    const item = {
      type: 'doc' as const,
      label: 'Schedule',
      route: '/ar/docs/firing',
      position: 'left' as const,
      config: { type: 'doc' as const, docId: 'firing' },
    };
    expect(navbarLinkItem(item, { siteBaseUrl: '/sub/', localePrefix: '/ar' })).toEqual({
      type: 'default',
      label: 'Schedule',
      to: '/sub/ar/docs/firing',
      position: 'left',
    });
    expect(navbarLinkItem({ type: 'search', position: 'right' })).toEqual({ type: 'search', position: 'right' });
  });

  it('are useThemeConfig().navbar.items (a swizzled Navbar/Content draws them)', () => {
    const site = { title: 'T', tagline: '', url: 'https://t.example', baseUrl: '/', navbar: [{ type: 'search' as const, position: 'right' as const }] };
    expect(docusaurusContext(site).siteConfig.themeConfig.navbar.items).toEqual([{ type: 'search', position: 'right' }]);
  });
});
