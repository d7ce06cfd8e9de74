import { beforeAll, describe, expect, it } from 'vitest';
import type {
  BlogArchiveChunk,
  BlogAuthor,
  BlogAuthorsChunk,
  BlogListChunk,
  BlogSidebar,
  DocChunk,
  DocTagChunk,
  NavbarItem,
  SidebarItem,
  TagsChunk,
} from '../../../../common/contract';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { bootQuery, queryClient } from '../../../../web/app/query';
import { MobileMenuContext, type MobileMenu } from '../../../../web/theme/MobileSidebar/menu';
import {
  blogArchivePage,
  blogAuthor,
  blogAuthorsListPage,
  blogAuthorsPostsPage,
  blogListPage,
  blogListPaginator,
  blogPostItems,
  blogPostPaginator,
  blogSidebarContent,
  blogTagsListPage,
  blogTagsPostsPage,
  contentVisibility,
  errorPageContent,
  docItem,
  docPaginator,
  docSidebarItem,
  docSidebarItems,
  docTagDocListPage,
  docTagsListPage,
  footerLinksMultiColumn,
  footerLinksSimple,
  icon,
  lastUpdated,
  mobileSidebarLayout,
  navbarDropdownItem,
  navbarHtmlItem,
  navbarMobileItem,
  navbarItemKind,
  navbarMobileItemKind,
  navbarMobileHtmlItem,
  mobileNavLink,
  mobileNavLinkInner,
  useNavbarMobileDropdownItem,
  navbarDropdown,
  navbarMobileDropdown,
  navbarMobileDropdownInner,
  navbarDefaultDesktop,
  navbarDropdownEntryDesktop,
  navbarLogo,
  docSidebarContent,
  arrowIcon,
  readMoreLink,
  tagsListInline,
  blogSidebar,
  tagsListByLetter,
  authorSocials,
  mdxPage,
  blogListStructuredData,
  docBreadcrumbsStructuredData,
} from '../slot-adapters';

/**
 * The props a site's swizzled component gets for the parts added to the chrome-slot registry, from
 * the props this theme's chrome gives them, on a site under `/sub/` (boot.json as the route loader
 * has it).
 */
beforeAll(() => {
  queryClient.setQueryData(bootQuery.queryKey, {
    site: { baseUrl: '/sub/' },
    blog: { title: 'Lamp notes', description: 'From the workshop.' },
  });
});

const link = (title: string, route: string) => ({ title, route });

describe('the paginators', () => {
  it("DocPaginator: Docusaurus's previous/next under the base URL, absent at either end", () => {
    expect(docPaginator({ previous: null, next: link('Basics', '/docs/basics/') })).toEqual({
      previous: undefined,
      next: { title: 'Basics', permalink: '/sub/docs/basics/' },
      className: 'docusaurus-mt-lg',
    });
  });
  it('BlogPostPaginator: the newer post is prevItem, the older nextItem', () => {
    expect(blogPostPaginator({ previous: link('Newer', '/blog/b'), next: link('Older', '/blog/a') })).toEqual({
      prevItem: { title: 'Newer', permalink: '/sub/blog/b' },
      nextItem: { title: 'Older', permalink: '/sub/blog/a' },
    });
  });
});

describe('the sidebar tree', () => {
  const item: SidebarItem = { type: 'doc', id: 'intro', label: 'Welcome', route: '/docs/intro' };
  it("DocSidebarItem: the item as Docusaurus's PropSidebarItem, the page's path, its index and level", () => {
    expect(docSidebarItem({ item, activeRoute: '/docs/intro', siblings: { index: 2 }, level: 2 })).toEqual({
      item: { type: 'link', label: 'Welcome', href: '/sub/docs/intro', docId: 'intro', unlisted: false },
      activePath: '/sub/docs/intro',
      index: 2,
      level: 2,
    });
    expect(docSidebarItem({ item, activeRoute: '/docs/intro', siblings: { index: 0 } })).toMatchObject({ level: 1 });
  });
  it("DocSidebarItem: onItemClick and tabIndex where the tree gives them, the site's item handed back as this theme's", () => {
    const clicked: SidebarItem[] = [];
    const props = docSidebarItem({ item, activeRoute: '/docs/x', siblings: { index: 0 }, level: 1, onItemClick: (i) => clicked.push(i), tabIndex: 0 });
    expect(props.tabIndex).toBe(0);
    props.onItemClick!(props.item as Parameters<NonNullable<typeof props.onItemClick>>[0]);
    expect(clicked).toEqual([{ type: 'doc', id: 'intro', label: 'Welcome', route: '/docs/intro' }]);
    expect(Object.keys(docSidebarItem({ item, activeRoute: '/docs/x', siblings: { index: 0 } }))).not.toContain('onItemClick');
  });
  it('DocSidebarItems: one level of items, with its level', () => {
    expect(docSidebarItems({ items: [item], activeRoute: '/docs/x', level: 3 })).toMatchObject({
      items: [{ href: '/sub/docs/intro' }],
      activePath: '/sub/docs/x',
      level: 3,
    });
  });
});

describe('the pages', () => {
  const chunk = {
    kind: 'doc',
    id: 'intro',
    title: 'Welcome',
    description: 'Where to start.',
    route: '/docs/intro',
    version: 'current',
    sidebar: 'current/guide',
    tags: [],
    toc: [{ id: 'start', value: 'Start', depth: 2, children: [] }],
    previous: null,
    next: link('Basics', '/docs/basics/'),
    editUrl: null,
    lastUpdatedAt: null,
    body: { type: 'root', children: [] },
  } as unknown as DocChunk;

  it("DocItem: the doc as an MDX content component carrying Docusaurus's metadata and toc, one per doc, and its route", () => {
    const { content, route } = docItem({ chunk });
    expect(typeof content).toBe('function');
    expect(content.metadata).toMatchObject({ id: 'intro', title: 'Welcome', permalink: '/sub/docs/intro', next: { permalink: '/sub/docs/basics/' } });
    expect(content.toc).toEqual([{ id: 'start', value: 'Start', level: 2 }]);
    expect(route).toMatchObject({ path: '/sub/docs/intro', sidebar: 'guide' });
    // The same component on every render of the page: a site rendering <content /> keeps its state.
    expect(docItem({ chunk }).content).toBe(content);
  });

  const list = {
    kind: 'blog-list',
    route: '/blog/page/2',
    title: 'Blog',
    page: 2,
    totalPages: 3,
    totalPosts: 5,
    postsPerPage: 2,
    previousPage: '/blog',
    nextPage: '/blog/page/3',
    posts: [
      {
        title: 'First light',
        route: '/blog/first-light',
        date: '2023-11-02',
        description: '',
        authors: [],
        tags: [],
        excerpt: { type: 'root', children: [] },
        truncated: true,
        readingMinutes: null,
      },
    ],
    listOf: null,
    blogRoute: '/blog',
    archiveRoute: null,
    blogSidebar: null,
  } as unknown as BlogListChunk;

  it("BlogListPage: the list's paginated metadata and each post's excerpt as its content, with the post's metadata", () => {
    const props = blogListPage({ chunk: list });
    expect(props.metadata).toEqual({
      permalink: '/sub/blog/page/2',
      page: 2,
      postsPerPage: 2,
      totalPages: 3,
      totalCount: 5,
      previousPage: '/sub/blog',
      nextPage: '/sub/blog/page/3',
      blogTitle: 'Lamp notes',
      blogDescription: 'From the workshop.',
    });
    expect(props.items[0]!.content.metadata).toMatchObject({ title: 'First light', permalink: '/sub/blog/first-light', hasTruncateMarker: true });
    expect(props.sidebar).toEqual({ title: '', items: [] });
  });

  it("BlogPostItems and BlogListPaginator: the list page's items and metadata, as BlogListPage gets them", () => {
    const page = blogListPage({ chunk: list });
    expect(blogListPaginator({ chunk: list })).toEqual({ metadata: page.metadata });
    const { items } = blogPostItems({ chunk: list });
    expect(Object.keys(blogPostItems({ chunk: list }))).toEqual(['items']);
    // The same content component for the same post, so its body keeps its state across the two.
    expect(items[0]!.content).toBe(page.items[0]!.content);
  });

  it("BlogListPage/StructuredData: the list page's metadata and items, as BlogListPage gets them (i43h)", () => {
    const page = blogListPage({ chunk: list });
    const props = blogListStructuredData({ chunk: list });
    expect(Object.keys(props)).toEqual(['metadata', 'items']);
    expect(props.metadata).toEqual(page.metadata);
    expect(props.items[0]!.content).toBe(page.items[0]!.content);
  });

  it('DocBreadcrumbs/StructuredData: the levels leading to the doc, a level with a page as a link under the base URL (i43h)', () => {
    expect(docBreadcrumbsStructuredData({ items: [link('Wiring', ''), link('Dimmers', '/docs/wiring/dimmers'), link('Fuses', '/docs/wiring/fuses')] })).toEqual(
      {
        breadcrumbs: [
          { type: 'category', label: 'Wiring' },
          { type: 'link', label: 'Dimmers', href: '/sub/docs/wiring/dimmers' },
          { type: 'link', label: 'Fuses', href: '/sub/docs/wiring/fuses' },
        ],
      },
    );
  });

  it("Navbar/MobileSidebar/Layout: the menu's header and menus, not this theme's own panel state", () => {
    expect(
      Object.keys(mobileSidebarLayout({ header: 'h', primaryMenu: 'p', secondaryMenu: 's', secondaryShown: true, onNavigate: () => {} } as never)),
    ).toEqual(['header', 'primaryMenu', 'secondaryMenu']);
  });
});

describe('the footer, the icons and the dropdown items', () => {
  const to = { label: 'Loading', href: '/docs/loading', external: false };
  const away = { label: 'Clay', href: 'https://clay.example/', external: true };
  it("Footer/Links/MultiColumn and Simple: the config's columns, or its flat list, each link `to` a page or `href` away", () => {
    expect(footerLinksMultiColumn({ columns: [{ title: 'Firing', items: [to, away] }] })).toEqual({
      columns: [
        {
          title: 'Firing',
          items: [
            { label: 'Loading', to: '/docs/loading' },
            { label: 'Clay', href: 'https://clay.example/' },
          ],
        },
      ],
    });
    expect(footerLinksSimple({ columns: [{ title: null, items: [to] }] })).toEqual({ links: [{ label: 'Loading', to: '/docs/loading' }] });
  });
  it('icons: the size and class the chrome gives, nothing where it gives none', () => {
    expect(icon({})).toEqual({});
    expect(icon({ size: 20, className: 'icon-light' })).toEqual({ width: 20, height: 20, className: 'icon-light' });
  });
  it("a dropdown's item: Docusaurus's NavbarItem props with isDropdownItem, a page `to`, another site `href`", () => {
    expect(navbarDropdownItem({ entry: { ...to, active: true, className: 'own' } })).toEqual({
      isDropdownItem: true,
      label: 'Loading',
      to: '/docs/loading',
      className: 'own',
    });
    expect(navbarDropdownItem({ entry: { ...away, active: false, target: '_blank' } })).toEqual({
      isDropdownItem: true,
      label: 'Clay',
      href: 'https://clay.example/',
      target: '_blank',
    });
    // Another locale's page, already under the base URL: a `pathname://` path, as theme-classic gives it.
    expect(navbarDropdownItem({ entry: { label: 'العربية', href: '/sub/ar/docs/loading', active: false, reload: true, lang: 'ar' } })).toEqual({
      isDropdownItem: true,
      label: 'العربية',
      to: 'pathname:///sub/ar/docs/loading',
      target: '_self',
      autoAddBaseUrl: false,
      lang: 'ar',
    });
    // On its own host, the locale's URL as it is.
    expect(navbarDropdownItem({ entry: { label: 'العربية', href: 'https://ar.kiln.example/docs/loading', active: false, reload: true } })).toMatchObject({
      to: 'https://ar.kiln.example/docs/loading',
    });
  });
});

describe("the navbar's and the doc sidebar's inner parts", () => {
  it("a mobile menu's item: the config's item with `mobile`, a doc item a link to its path under the base URL; each kind's component without `type`", () => {
    const dropdown: NavbarItem = {
      type: 'dropdown',
      label: 'Glazes',
      position: 'right',
      items: [{ label: 'Celadon', href: '/docs/celadon', external: false }],
    };
    expect(navbarMobileItem({ item: dropdown })).toEqual({
      type: 'dropdown',
      label: 'Glazes',
      position: 'right',
      items: [{ label: 'Celadon', to: '/docs/celadon', className: undefined }],
      mobile: true,
    });
    expect(navbarMobileItem({ item: { type: 'doc', label: 'Log', route: '/docs/log', position: 'left' } })).toMatchObject({
      type: 'default',
      label: 'Log',
      mobile: true,
    });
    // The component one kind is drawn by gets the item without its type, as `@theme/NavbarItem` passes it on.
    expect(navbarItemKind({ item: dropdown })).toEqual({
      label: 'Glazes',
      position: 'right',
      items: [{ label: 'Celadon', to: '/docs/celadon', className: undefined }],
    });
    expect(navbarMobileItemKind({ item: dropdown })).toMatchObject({ label: 'Glazes', mobile: true });
    expect(navbarMobileItemKind({ item: dropdown })).not.toHaveProperty('type');
  });
  it("an html item: its value the config's HTML string, as Docusaurus hands it (not the tree the build parsed from it)", () => {
    const value = { type: 'root', children: [{ type: 'element', tagName: 'b', properties: {}, children: [{ type: 'text', value: 'Kiln' }] }] };
    expect(navbarHtmlItem({ item: { type: 'html', value: value as never, text: '<b >Kiln</b>', position: 'right' } })).toEqual({
      position: 'right',
      value: '<b >Kiln</b>',
    });
  });
  it("a mobile dropdown's link: Docusaurus's NavbarItem props as DropdownNavbarItem/Mobile gives them, its onClick closing the menu", () => {
    let given: Record<string, unknown> = {};
    let closed = 0;
    function Probe(props: Parameters<typeof useNavbarMobileDropdownItem>[0]) {
      given = useNavbarMobileDropdownItem(props);
      return null;
    }
    const menu = { props: { onNavigate: () => closed++ } } as unknown as MobileMenu;
    const link = { label: 'Celadon', href: '/docs/glazes/celadon', look: { className: 'own', ariaLabel: 'Celadon glaze' } };
    renderToStaticMarkup(createElement(MobileMenuContext.Provider, { value: menu }, createElement(Probe, link)));
    const { onClick, ...rest } = given;
    expect(rest).toEqual({
      mobile: true,
      isDropdownItem: true,
      activeClassName: 'menu__link--active',
      label: 'Celadon',
      to: '/docs/glazes/celadon',
      className: 'own',
      'aria-label': 'Celadon glaze',
    });
    (onClick as () => void)();
    expect(closed).toBe(1);
    // Outside an open menu (a site page drawing it), nothing to close.
    renderToStaticMarkup(createElement(Probe, { label: 'Clay', href: 'https://clay.example/', look: { external: true, target: '_self' } }));
    expect({ ...given, onClick: typeof given.onClick }).toEqual({
      mobile: true,
      isDropdownItem: true,
      onClick: 'function',
      activeClassName: 'menu__link--active',
      label: 'Clay',
      href: 'https://clay.example/',
      target: '_self',
    });
    // A locale's link, as theme-classic's LocaleDropdownNavbarItem hands it to the mobile dropdown:
    // another locale's page a path the browser loads, in the tab, in its language, not based again.
    renderToStaticMarkup(createElement(Probe, { label: 'Deutsch', href: 'pathname:///sub/de/docs/x', look: { lang: 'de-DE', target: '_self' } }));
    expect({ ...given, onClick: typeof given.onClick }).toEqual({
      mobile: true,
      isDropdownItem: true,
      onClick: 'function',
      activeClassName: 'menu__link--active',
      label: 'Deutsch',
      to: 'pathname:///sub/de/docs/x',
      target: '_self',
      lang: 'de-DE',
      autoAddBaseUrl: false,
    });
  });

  it("a version's and a locale's link in the mobile menu: theme-classic's isActive and onClick (replacing the menu's), a locale's active class", () => {
    let given: Record<string, unknown> = {};
    function Probe(props: Parameters<typeof useNavbarMobileDropdownItem>[0]) {
      given = useNavbarMobileDropdownItem(props);
      return null;
    }
    const chosen: string[] = [];
    renderToStaticMarkup(createElement(Probe, { label: 'v2', href: '/docs/v2/x', active: false, onClick: () => chosen.push('v2') }));
    expect((given.isActive as () => boolean)()).toBe(false);
    (given.onClick as () => void)();
    expect(chosen).toEqual(['v2']);
    renderToStaticMarkup(createElement(Probe, { label: 'Next', href: '/docs/x', active: true }));
    expect((given.isActive as () => boolean)()).toBe(true);
    renderToStaticMarkup(createElement(Probe, { label: 'Deutsch', href: '/de/x', look: { lang: 'de' }, active: true }));
    expect(given).toMatchObject({ className: 'menu__link--active' });
    expect(given).not.toHaveProperty('isActive');
  });

  it("the locale and version dropdowns in the mobile menu: DropdownNavbarItem's props as theme-classic 3.10's LocaleDropdownNavbarItem and DocsVersionDropdownNavbarItem hand them", () => {
    queryClient.setQueryData(bootQuery.queryKey, {
      site: { baseUrl: '/sub/' },
      i18n: { currentLocale: 'en', defaultLocale: 'en', locales: [], translations: { 'theme.navbar.mobileVersionsDropdown.label': 'Versionen' } },
    });
    const routes = {};
    const locale = navbarMobileDropdown({
      item: { type: 'localeDropdown', position: 'right', locales: [], queryString: 'x=1' },
      routes,
      group: {
        kind: 'locale',
        links: [
          { label: 'English', href: '/docs/x?a=1#h', look: { lang: 'en' }, active: true },
          { label: 'Deutsch', href: 'pathname:///sub/de/docs/x?a=1#h', look: { lang: 'de', target: '_self' }, active: false },
          { label: 'Français', href: 'https://fr.example/sub/docs/x', look: { lang: 'fr', target: '_self' }, active: false },
        ],
      },
    });
    const { label, ...rest } = locale;
    // The icon, then the translated (here English) "Languages".
    expect(renderToStaticMarkup(label as never)).toMatch(/<svg[^]*<\/svg>Languages$/);
    expect(rest).toEqual({
      position: 'right',
      mobile: true,
      items: [
        { label: 'English', lang: 'en', to: 'pathname:///sub/docs/x?a=1#h', target: '_self', autoAddBaseUrl: false, className: 'menu__link--active' },
        { label: 'Deutsch', lang: 'de', to: 'pathname:///sub/de/docs/x?a=1#h', target: '_self', autoAddBaseUrl: false, className: '' },
        { label: 'Français', lang: 'fr', to: 'https://fr.example/sub/docs/x', target: '_self', autoAddBaseUrl: false, className: '' },
      ],
    });
    const saved: string[] = [];
    const versions = navbarMobileDropdownInner({
      item: { type: 'docsVersionDropdown', position: 'left', pluginId: 'default' },
      routes,
      group: {
        kind: 'versions',
        reading: 'v1',
        links: [
          { label: 'Next', href: '/docs/next/x', active: false, onClick: () => saved.push('current') },
          { label: 'v1', href: '/docs/x', active: true, onClick: () => saved.push('1') },
        ],
      },
    });
    expect(versions).not.toHaveProperty('mobile');
    expect(versions).toMatchObject({ position: 'left', label: 'Versionen', to: undefined, isActive: undefined });
    const items = versions.items as { label: string; to: string; isActive: () => boolean; onClick: () => void }[];
    expect(items.map((i) => [i.label, i.to, i.isActive()])).toEqual([
      ['Next', '/sub/docs/next/x', false],
      ['v1', '/sub/docs/x', true],
    ]);
    items[0]!.onClick();
    expect(saved).toEqual(['current']);
    // The config's dropdown: its item, as before.
    const dropdown: NavbarItem = {
      type: 'dropdown',
      label: 'Glazes',
      position: 'right',
      items: [{ label: 'Celadon', href: '/docs/celadon', external: false }],
    };
    expect(navbarMobileDropdown({ item: dropdown, routes })).toEqual(navbarMobileItemKind({ item: dropdown }));
    expect(navbarMobileDropdownInner({ item: dropdown, routes })).toEqual(navbarItemKind({ item: dropdown }));
    queryClient.setQueryData(bootQuery.queryKey, { site: { baseUrl: '/sub/' }, blog: { title: 'Lamp notes', description: 'From the workshop.' } });
  });

  it("the locale and version dropdowns in the bar: DropdownNavbarItem's props as theme-classic 3.10's LocaleDropdownNavbarItem and DocsVersionDropdownNavbarItem hand them", () => {
    queryClient.setQueryData(bootQuery.queryKey, {
      site: { baseUrl: '/sub/' },
      i18n: { currentLocale: 'en', defaultLocale: 'en', locales: [], translations: {} },
    });
    const routes = {};
    const locale = navbarDropdown({
      item: {
        type: 'localeDropdown',
        position: 'right',
        locales: [],
        queryString: 'x=1',
        dropdownItemsAfter: [{ label: 'Help translate', href: 'https://translate.example', external: true }],
      },
      routes,
      list: {
        kind: 'locale',
        label: 'English',
        text: 'English',
        buttonLabel: 'Language: English',
        entries: [
          { label: 'English', href: '/docs/x?a=1#h', active: true, reload: false, lang: 'en' },
          { label: 'Deutsch', href: '/sub/de/docs/x?a=1#h', active: false, reload: true, lang: 'de' },
        ],
      },
    });
    const { label, ...rest } = locale;
    // The icon, then the locale being read (not "Languages": that is the mobile menu's).
    expect(renderToStaticMarkup(label as never)).toMatch(/<svg[^]*<\/svg>English$/);
    // No `mobile`, no `queryString` (the links carry it), the config's link after the locales.
    expect(rest).toEqual({
      position: 'right',
      items: [
        { label: 'English', lang: 'en', to: 'pathname:///sub/docs/x?a=1#h', target: '_self', autoAddBaseUrl: false, className: 'dropdown__link--active' },
        { label: 'Deutsch', lang: 'de', to: 'pathname:///sub/de/docs/x?a=1#h', target: '_self', autoAddBaseUrl: false, className: '' },
        { label: 'Help translate', href: 'https://translate.example', className: undefined },
      ],
    });
    const saved: string[] = [];
    const item: NavbarItem = {
      type: 'docsVersionDropdown',
      position: 'left',
      pluginId: 'default',
      dropdownActiveClassDisabled: true,
      dropdownItemsBefore: [{ label: 'Changelog', href: '/changelog', external: false }],
    };
    const list = {
      kind: 'versions' as const,
      label: 'v1',
      text: 'v1',
      buttonLabel: 'Docs version: v1',
      to: '/docs/x',
      entries: [
        { label: 'Next', href: '/docs/next/x?a=1', active: false, read: false, onSelect: () => saved.push('current') },
        { label: 'v1', href: '/docs/x?a=1', active: true, read: true, onSelect: () => saved.push('1') },
      ],
    };
    const versions = navbarDropdown({ item, routes, list });
    expect(versions).not.toHaveProperty('mobile');
    expect(versions).not.toHaveProperty('docsPluginId');
    expect(versions).not.toHaveProperty('dropdownItemsBefore');
    // The version shown and its page (without the address's query), never active (dropdownActiveClassDisabled).
    expect(versions).toMatchObject({ position: 'left', label: 'v1', to: '/sub/docs/x' });
    expect((versions.isActive as () => boolean)()).toBe(false);
    const items = versions.items as { label: string; to: string; isActive?: () => boolean; onClick?: () => void }[];
    expect(items.map((i) => [i.label, i.to, i.isActive?.()])).toEqual([
      // The config's link first: `to` as the config wrote it (the Link adds the base URL).
      ['Changelog', '/changelog', undefined],
      ['Next', '/sub/docs/next/x?a=1', false],
      ['v1', '/sub/docs/x?a=1', true],
    ]);
    items[2]!.onClick!();
    expect(saved).toEqual(['1']);
    // Without dropdownActiveClassDisabled the dropdown's `isActive` is left unset, as theme-classic leaves it.
    expect(navbarDropdown({ item: { ...item, dropdownActiveClassDisabled: undefined }, routes, list }).isActive).toBeUndefined();
    // The same through the mobile menu's group: the config's links around the versions.
    const mobile = navbarMobileDropdown({
      item,
      routes,
      group: { kind: 'versions', reading: 'v1', links: [{ label: 'v1', href: '/docs/x', active: true }] },
    });
    expect((mobile.items as { label: string }[]).map((i) => i.label)).toEqual(['Changelog', 'v1']);
    expect((mobile.isActive as () => boolean)()).toBe(false);
    // The config's dropdown: its item, as before.
    const dropdown: NavbarItem = {
      type: 'dropdown',
      label: 'Glazes',
      position: 'right',
      items: [{ label: 'Celadon', href: '/docs/celadon', external: false }],
    };
    expect(navbarDropdown({ item: dropdown, routes })).toEqual(navbarItemKind({ item: dropdown }));
    queryClient.setQueryData(bootQuery.queryKey, { site: { baseUrl: '/sub/' }, blog: { title: 'Lamp notes', description: 'From the workshop.' } });
  });

  it("a mobile menu's link and html item: Docusaurus's DefaultNavbarItem and HtmlNavbarItem props with `mobile`", () => {
    expect(mobileNavLink({ label: 'Kilns', href: '/kilns', look: { className: 'own' } })).toEqual({
      label: 'Kilns',
      to: '/kilns',
      className: 'own',
      mobile: true,
    });
    expect(mobileNavLink({ label: 'Clay', href: 'https://clay.example/', look: { external: true, target: '_self' } })).toEqual({
      label: 'Clay',
      href: 'https://clay.example/',
      target: '_self',
      mobile: true,
    });
    expect(navbarMobileHtmlItem({ item: { type: 'html', value: { type: 'root', children: [] }, text: '', position: 'left' } })).toEqual({
      position: 'left',
      value: '',
      mobile: true,
    });
  });
  it("DocSidebar/Desktop/Content: the top level's items as Docusaurus's PropSidebar, the page's path under the base URL", () => {
    const items: SidebarItem[] = [{ type: 'doc', id: 'loading', label: 'Loading', route: '/docs/loading' }];
    const props = docSidebarContent({ items, activeRoute: '/docs/loading' });
    expect(props.path).toBe('/sub/docs/loading');
    expect(props.sidebar).toMatchObject([{ type: 'link', label: 'Loading', href: '/sub/docs/loading', docId: 'loading' }]);
  });
  it('Icon/Arrow: the class of the button it is drawn in, which turns it back in the collapse button', () => {
    expect(arrowIcon({ expand: false })).toEqual({ className: 'doc-sidebar-arrow-collapse' });
    expect(arrowIcon({ expand: true })).toEqual({ className: 'doc-sidebar-arrow-expand' });
  });
});

describe("the blog's inner parts and other pages", () => {
  const ines: BlogAuthor = {
    key: 'ines',
    name: 'Inès',
    title: 'Lamp maker',
    imageUrl: '/img/ines.png',
    page: '/blog/authors/ines',
    socials: { x: 'https://x.com/ines' },
  };
  const sidebar: BlogSidebar = {
    title: 'Recent',
    groupByYear: true,
    items: [
      { title: 'Dimming', route: '/blog/dimming', year: 2024 },
      { title: 'First light', route: '/blog/first-light', year: 2023 },
    ],
  };
  const post = {
    title: 'Dimming',
    route: '/blog/dimming',
    date: '2024-03-14',
    description: '',
    authors: [ines],
    tags: [],
    excerpt: { type: 'root', children: [] },
    truncated: true,
    readingMinutes: 2,
  };
  const list = (listOf: BlogListChunk['listOf']) =>
    ({
      kind: 'blog-list',
      route: '/blog/tags/dim',
      title: 'Dim',
      page: 1,
      totalPages: 1,
      totalPosts: 1,
      postsPerPage: 10,
      previousPage: null,
      nextPage: null,
      posts: [post],
      listOf,
      blogRoute: '/blog',
      archiveRoute: null,
      blogSidebar: sidebar,
    }) as unknown as BlogListChunk;
  const docusaurusAuthor = {
    key: 'ines',
    name: 'Inès',
    title: 'Lamp maker',
    url: undefined,
    imageURL: '/img/ines.png',
    page: { permalink: '/sub/blog/authors/ines' },
    socials: { x: 'https://x.com/ines' },
  };

  it('Blog/Components/Author and ReadMoreLink: the author as the post metadata has it; the title and the permalink', () => {
    expect(blogAuthor({ author: ines })).toEqual({ author: docusaurusAuthor });
    expect(readMoreLink({ post })).toEqual({ blogPostTitle: 'Dimming', to: '/sub/blog/dimming' });
  });

  it("BlogSidebar/Content: the items with a date in each post's year, the heading class, and a list component", () => {
    const props = blogSidebarContent({ sidebar });
    expect(props.items).toEqual([
      { title: 'Dimming', permalink: '/sub/blog/dimming', unlisted: false, date: '2024-07-01T00:00:00.000Z' },
      { title: 'First light', permalink: '/sub/blog/first-light', unlisted: false, date: '2023-07-01T00:00:00.000Z' },
    ]);
    // In any time zone the local year is the post's.
    expect(props.items.map((i) => new Date(i.date).getFullYear())).toEqual([2024, 2023]);
    expect(props.yearGroupHeadingClassName).toBe('blog-sidebar-year');
    expect(typeof props.ListComponent).toBe('function');
  });

  it("BlogArchivePage: every post's metadata, newest first", () => {
    const chunk = {
      kind: 'blog-archive',
      route: '/blog/archive',
      title: 'Archive',
      years: [{ year: 2024, posts: [{ title: 'Dimming', route: '/blog/dimming', date: '2024-03-14' }] }],
    } as BlogArchiveChunk;
    expect(blogArchivePage({ chunk }).archive.blogPosts.map((p) => p.metadata)).toEqual([
      { permalink: '/sub/blog/dimming', title: 'Dimming', date: '2024-03-14', frontMatter: { title: 'Dimming' } },
    ]);
  });

  it("BlogTagsPostsPage and BlogAuthorsPostsPage: the tag or the author with their count, the items, the list's metadata and the sidebar", () => {
    const tagPage = blogTagsPostsPage({ chunk: list({ type: 'tag', tag: { label: 'dim', route: '/blog/tags/dim' }, allTagsRoute: '/blog/tags' }) });
    expect(tagPage.tag).toEqual({
      label: 'dim',
      permalink: '/sub/blog/tags/dim',
      allTagsPath: '/sub/blog/tags',
      count: 1,
      description: undefined,
      unlisted: false,
    });
    expect(tagPage.items[0]!.content.metadata).toMatchObject({ permalink: '/sub/blog/dimming', authors: [docusaurusAuthor] });
    expect(tagPage.listMetadata).toMatchObject({ permalink: '/sub/blog/tags/dim', totalCount: 1 });
    expect(tagPage.sidebar.items.map((i) => i.permalink)).toEqual(['/sub/blog/dimming', '/sub/blog/first-light']);
    const authorPage = blogAuthorsPostsPage({ chunk: list({ type: 'author', author: ines, allAuthorsRoute: '/blog/authors' }) });
    expect(authorPage.author).toEqual({ ...docusaurusAuthor, count: 1 });
    expect(Object.keys(authorPage)).toEqual(['author', 'items', 'listMetadata', 'sidebar']);
  });

  it('the tags lists, the authors list and a docs tag: as their routes give them', () => {
    const tags = {
      kind: 'tags',
      plugin: 'blog',
      route: '/blog/tags',
      title: 'Tags',
      tags: [{ label: 'dim', route: '/blog/tags/dim', count: 2 }],
      blogSidebar: sidebar,
    } as TagsChunk;
    expect(blogTagsListPage({ chunk: tags })).toMatchObject({
      tags: [{ label: 'dim', permalink: '/sub/blog/tags/dim', count: 2 }],
      sidebar: { title: 'Recent' },
    });
    expect(docTagsListPage({ chunk: { ...tags, plugin: 'docs', blogSidebar: null } })).toEqual({
      tags: [{ label: 'dim', permalink: '/sub/blog/tags/dim', count: 2, description: undefined }],
    });
    const authors = { kind: 'blog-authors', route: '/blog/authors', title: 'Authors', authors: [{ ...ines, count: 3 }], blogSidebar: null } as BlogAuthorsChunk;
    expect(blogAuthorsListPage({ chunk: authors })).toEqual({ authors: [{ ...docusaurusAuthor, count: 3 }], sidebar: { title: '', items: [] } });
    const docTag = {
      kind: 'doc-tag',
      route: '/docs/tags/wiring',
      title: 'wiring',
      tag: { label: 'wiring', route: '/docs/tags/wiring' },
      allTagsRoute: '/docs/tags',
      docs: [{ title: 'Switches', route: '/docs/switches', description: 'How they click.' }],
    } as DocTagChunk;
    expect(docTagDocListPage({ chunk: docTag })).toEqual({
      tag: {
        label: 'wiring',
        permalink: '/sub/docs/tags/wiring',
        allTagsPath: '/sub/docs/tags',
        count: 1,
        description: undefined,
        items: [{ id: '/docs/switches', title: 'Switches', description: 'How they click.', permalink: '/sub/docs/switches' }],
        unlisted: false,
      },
    });
  });
});

describe("the doc page's inner parts", () => {
  it('LastUpdated: the ISO date as milliseconds, as Docusaurus 3.2+ passes lastUpdatedAt', () => {
    expect(lastUpdated({ at: '2024-03-14T08:30:00.000Z' })).toEqual({ lastUpdatedAt: Date.UTC(2024, 2, 14, 8, 30) });
    // showLastUpdateAuthor: the author, with or without a date.
    expect(lastUpdated({ at: '2024-03-14T08:30:00.000Z', by: 'Ada' })).toEqual({ lastUpdatedAt: Date.UTC(2024, 2, 14, 8, 30), lastUpdatedBy: 'Ada' });
    expect(lastUpdated({ at: null, by: 'Ada' })).toStrictEqual({ lastUpdatedAt: undefined, lastUpdatedBy: 'Ada' });
  });
  it("TagsListInline: each tag's label and its page's permalink under the base URL", () => {
    expect(tagsListInline({ tags: [{ label: 'wicks', route: '/docs/tags/wicks' }] })).toEqual({
      tags: [{ label: 'wicks', permalink: '/sub/docs/tags/wicks' }],
    });
  });
  it('ContentVisibility: an unlisted page’s metadata (the chrome draws the banner only there)', () => {
    expect(contentVisibility()).toEqual({ metadata: { unlisted: true, frontMatter: { unlisted: true } } });
  });
});

describe('the error page', () => {
  it("ErrorPageContent: the box's message as the `error`, its action as `tryAgain`", () => {
    const retry = () => undefined;
    const props = errorPageContent({ message: 'HTTP 500 for /_data/doc/x.json', onAction: retry });
    expect(props.error).toBeInstanceOf(Error);
    expect(props.error.message).toBe('HTTP 500 for /_data/doc/x.json');
    expect(props.tryAgain).toBe(retry);
  });
});

describe("the parts a kind of navbar item draws, as theme-classic 3.10's DefaultNavbarItem and Navbar/Logo hand them on", () => {
  it("DefaultNavbarItem/Desktop: the link without `position`, with the bar's active class", () => {
    const item: NavbarItem = { type: 'link', label: 'Kilns', href: '/kilns', external: false, position: 'right', className: 'own' };
    expect(navbarDefaultDesktop({ item })).toEqual({
      label: 'Kilns',
      to: '/kilns',
      className: 'own',
      'aria-label': undefined,
      activeClassName: 'navbar__link--active',
    });
  });
  it("DefaultNavbarItem/Desktop for a dropdown's item: `isDropdownItem` and the dropdown's active class", () => {
    expect(navbarDropdownEntryDesktop({ entry: { label: 'Celadon', href: '/docs/celadon', active: true } })).toEqual({
      isDropdownItem: true,
      label: 'Celadon',
      to: '/docs/celadon',
      activeClassName: 'dropdown__link--active',
    });
  });
  it("DefaultNavbarItem/Mobile: the menu's link without `mobile` (which DefaultNavbarItem keeps to pick it), the menu's active class", () => {
    expect(mobileNavLinkInner({ label: 'Kilns', href: '/kilns', look: { ariaLabel: 'All kilns' } })).toEqual({
      label: 'Kilns',
      to: '/kilns',
      'aria-label': 'All kilns',
      activeClassName: 'menu__link--active',
    });
  });
  it("Logo: the class names theme-classic's Navbar/Logo gives it", () => {
    expect(navbarLogo()).toEqual({ className: 'navbar__brand', imageClassName: 'navbar__logo', titleClassName: 'navbar__title text--truncate' });
  });
});

describe("the blog's and pages' remaining parts", () => {
  it("BlogSidebar/Mobile: the recent posts as Docusaurus's `sidebar` (`title`, `items` with `permalink` under the base URL and `date`)", () => {
    const sidebar: BlogSidebar = { title: 'Recent', groupByYear: true, items: [{ title: 'Dimming', route: '/blog/dimming', year: 2024 }] };
    expect(blogSidebar({ sidebar })).toEqual({
      sidebar: { title: 'Recent', items: [{ title: 'Dimming', permalink: '/sub/blog/dimming', unlisted: false, date: '2024-07-01T00:00:00.000Z' }] },
    });
  });
  it("TagsListByLetter: each tag's label, permalink under the base URL and count", () => {
    expect(tagsListByLetter({ tags: [{ label: 'wicks', route: '/docs/tags/wicks', count: 3 }] })).toEqual({
      tags: [{ label: 'wicks', permalink: '/sub/docs/tags/wicks', count: 3, description: undefined }],
    });
  });
  it('Blog/Components/Author/Socials: the author with their name and socials (undefined when they have none, as Docusaurus gives it)', () => {
    expect(authorSocials({ socials: { github: 'https://github.com/ines' }, authorName: 'Inès' })).toEqual({
      author: { name: 'Inès', socials: { github: 'https://github.com/ines' } },
    });
    expect(authorSocials({ socials: undefined, authorName: 'Oskar' })).toEqual({ author: { name: 'Oskar', socials: undefined } });
  });
  it("MDXPage: the Markdown page as an MDX content component with the pages plugin's metadata, its front matter's wrapperClassName and toc, one per page", () => {
    const chunk = {
      kind: 'doc',
      pluginId: 'pages',
      id: 'about',
      title: 'About',
      description: 'Who we are.',
      route: '/about',
      version: 'current',
      sidebar: null,
      toc: [{ id: 'team', value: 'Team', depth: 2, children: [] }],
      previous: null,
      next: null,
      editUrl: null,
      lastUpdatedAt: null,
      wrapperClassName: 'about-wrapper',
      body: { type: 'root', children: [] },
    } as unknown as DocChunk;
    const { content } = mdxPage({ chunk });
    expect(typeof content).toBe('function');
    expect(content.metadata).toMatchObject({ type: 'mdx', title: 'About', description: 'Who we are.', permalink: '/sub/about', unlisted: false });
    expect(content.frontMatter).toMatchObject({ title: 'About', wrapperClassName: 'about-wrapper' });
    expect(content.metadata.frontMatter).toBe(content.frontMatter);
    expect(content.toc).toEqual([{ id: 'team', value: 'Team', level: 2 }]);
    expect(mdxPage({ chunk }).content).toBe(content);
  });
});
