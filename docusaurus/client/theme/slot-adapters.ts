import { createElement, type ReactNode } from 'react';
import { toHtml } from 'hast-util-to-html';
import type {
  BlogPostChunk,
  BlogSidebar,
  DocChunk,
  FooterColumn,
  FooterItem,
  HastRoot,
  NavbarItem,
  SidebarChunk,
  SidebarItem,
  SiteLogo,
  TocItem,
} from '../../../common/contract';
import { docsSidebar } from '../../shared/doc-content';
import { docusaurusNavbarItem } from '../../shared/navbar-items';
import { SearchHighlight } from '../../../web/theme/SearchHighlight';
import { loadedManifest } from '../manifest';

/**
 * The props Docusaurus gives a swizzled part, made from the props this theme's chrome gives its own
 * part (`docusaurus/node/theme/chrome-slots.ts` names one per slot): a site's ejected `TOC` reads `toc`, an
 * ejected `DocSidebar` its `sidebar` items, a `NavbarItem` the config's item. Imported only by the
 * generated slot modules of a site that swizzles those parts.
 */
const url = (route: string) => {
  const base = loadedManifest().site.baseUrl;
  return base === '/' ? route : base.replace(/\/$/, '') + route;
};

/** Docusaurus's `NavbarItem` props: the config's item (`type`, `label`, `to`/`href`, `position`, ...). */
export function navbarItem({ item }: { item: NavbarItem }): Record<string, unknown> {
  return docusaurusNavbarItem(item);
}

/** Docusaurus's `DocSidebar` props: the sidebar's items as its `PropSidebar`, and the page's path. */
export function docSidebar({ sidebar, activeRoute }: { sidebar: SidebarChunk; activeRoute: string }) {
  return { sidebar: docsSidebar(sidebar, loadedManifest().site.baseUrl).items, path: url(activeRoute), isHidden: false, onCollapse: () => {} };
}

const body = (tree: DocChunk['body']): ReactNode => createElement(SearchHighlight, { tree });

/** Docusaurus's `DocItem/Layout` props: the doc's content as `children`. */
export function docItemLayout({ chunk }: { chunk: DocChunk }) {
  return { children: body(chunk.body) };
}

/** Docusaurus's `BlogPostItem` and `BlogPostItem/Content` props: the post's content as `children`. */
export function blogPostBody({ chunk }: { chunk: BlogPostChunk }) {
  return { children: body(chunk.body) };
}

/** Docusaurus's `TOC` props: the headings as a flat list with their levels (its `TOCItem`s). */
export function toc({ items }: { items: TocItem[] }) {
  const flat: { value: string; id: string; level: number }[] = [];
  const walk = (list: TocItem[]) => {
    for (const i of list) {
      flat.push({ value: i.value, id: i.id, level: i.depth });
      walk(i.children);
    }
  };
  walk(items);
  const levels = flat.map((i) => i.level);
  return { toc: flat, minHeadingLevel: Math.min(2, ...levels), maxHeadingLevel: Math.max(3, ...levels) };
}

/** Docusaurus's `BlogSidebar` props: the recent posts (`title`, `permalink`). */
export function blogSidebar({ sidebar }: { sidebar: BlogSidebar | null }) {
  return { sidebar: sidebar && { title: sidebar.title, items: sidebar.items.map((i) => ({ title: i.title, permalink: url(i.route), unlisted: false })) } };
}

/** Docusaurus's icon props (`width`, `height`, SVG attributes) from this theme's `size`. */
export function icon({ size, strokeWidth }: { size?: number; strokeWidth?: number }) {
  return { width: size, height: size, ...(strokeWidth ? { strokeWidth } : {}) };
}

/** Docusaurus's `Layout` props: the page (here: everything inside the chrome) as `children`. */
export function layout({ children }: { children: ReactNode }) {
  return { children };
}

/** Docusaurus's `DocItem/Content` props: the doc's content as `children`. */
export function docItemContent({ chunk }: { chunk: DocChunk }) {
  return { children: body(chunk.body) };
}

/** Docusaurus's `DocSidebar/Mobile` props: the sidebar's items as its `PropSidebar`, and the page's path. */
export function docSidebarMobile({ items, activeRoute }: { items: SidebarItem[]; activeRoute: string }) {
  return { sidebar: docsSidebar({ name: '', items }, loadedManifest().site.baseUrl).items, path: url(activeRoute) };
}

/** A footer item as the config wrote it: `to` a page of the site, `href` a URL off it, or its `html`. */
const footerItem = (item: FooterItem) =>
  'html' in item
    ? { html: toHtml(item.html as Parameters<typeof toHtml>[0]) }
    : item.external
      ? { label: item.label, href: item.href }
      : { label: item.label, to: item.href };

/** Docusaurus's `Footer/Links` props: the config's `links`, titled columns or one flat list. */
export function footerLinks({ columns }: { columns: FooterColumn[] }) {
  return {
    links: columns.every((c) => c.title)
      ? columns.map((c) => ({ title: c.title, items: c.items.map(footerItem) }))
      : columns.flatMap((c) => c.items.map(footerItem)),
  };
}

/** Docusaurus's `Footer/LinkItem` props: one configured link. */
export function footerLinkItem({ item }: { item: FooterItem }) {
  return { item: footerItem(item) };
}

/** Docusaurus's `Footer/Logo` props: the configured logo. */
export function footerLogo({ logo }: { logo: SiteLogo }) {
  const { alt, src, srcDark, href, width, height } = logo;
  return { logo: { alt, src, ...(srcDark ? { srcDark } : {}), ...(href ? { href } : {}), ...(width ? { width } : {}), ...(height ? { height } : {}) } };
}

/**
 * Docusaurus's `Footer/Copyright` props: the config's copyright as its HTML text (a swizzle commonly
 * sets it with `dangerouslySetInnerHTML`, as Docusaurus's own does), serialised from the tree the
 * build parsed and cleaned.
 */
export function footerCopyright({ copyright }: { copyright: HastRoot }) {
  return { copyright: toHtml(copyright as Parameters<typeof toHtml>[0]) };
}

/** Docusaurus's `Footer/Layout` props: the footer's parts as elements (this theme's thanks line is its own). */
export function footerLayout({ style, links, logo, copyright }: { style: 'light' | 'dark'; links: ReactNode; logo: ReactNode; copyright: ReactNode }) {
  return { style, links, logo, copyright };
}

/** Docusaurus's `BlogLayout` props: the recent posts (`BlogSidebar`'s), a post's table of contents as an element, the page as `children`. */
export function blogLayout({ sidebar, toc, children }: { sidebar: BlogSidebar | null; toc?: ReactNode; children: ReactNode }) {
  return { ...blogSidebar({ sidebar }), toc: toc || undefined, children };
}
