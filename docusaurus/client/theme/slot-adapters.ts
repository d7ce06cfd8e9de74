import { createElement, type ReactNode } from 'react';
import type { BlogPostChunk, BlogSidebar, DocChunk, NavbarItem, SidebarChunk, TocItem } from '../../../common/contract';
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
