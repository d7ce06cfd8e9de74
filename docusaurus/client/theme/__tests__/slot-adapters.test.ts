import { beforeAll, describe, expect, it } from 'vitest';
import type { BlogListChunk, DocChunk, SidebarItem } from '../../../../common/contract';
import { bootQuery, queryClient } from '../../../../web/app/query';
import {
  blogListPage,
  blogListPaginator,
  blogPostItems,
  blogPostPaginator,
  contentVisibility,
  docItem,
  docPaginator,
  docSidebarItem,
  docSidebarItems,
  footerLinksMultiColumn,
  footerLinksSimple,
  icon,
  lastUpdated,
  mobileSidebarLayout,
  navbarDropdownItem,
  tagsListInline,
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
    expect(navbarDropdownItem({ entry: { label: 'العربية', href: '/ar/docs/loading', active: false, reload: true, lang: 'ar' } })).toEqual({
      isDropdownItem: true,
      label: 'العربية',
      href: '/ar/docs/loading',
      target: '_self',
      autoAddBaseUrl: false,
      lang: 'ar',
    });
  });
});

describe("the doc page's inner parts", () => {
  it('LastUpdated: the ISO date as milliseconds, as Docusaurus 3.2+ passes lastUpdatedAt', () => {
    expect(lastUpdated({ at: '2024-03-14T08:30:00.000Z' })).toEqual({ lastUpdatedAt: Date.UTC(2024, 2, 14, 8, 30) });
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
