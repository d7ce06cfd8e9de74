import type { BlogAuthor, BlogPostChunk, BlogPostSummary, DocChunk, SidebarChunk, SidebarItem } from '../../common/contract.js';
import { allUnlisted } from '../../common/sidebar-visibility.js';
import { contentTitle } from '../../common/content-title.js';

/**
 * What Docusaurus's `useDoc()` gives (`DocContextValue`), from this build's doc chunk: `metadata`
 * (id, title, description, permalink, version, sidebar, tags, previous/next, edit URL, last update),
 * `frontMatter` (the keys the chunk keeps), `toc` and `contentTitle`. What the build does not keep
 * (`source`, the raw front matter) is left out or empty.
 */
export function docContent(chunk: DocChunk, baseUrl = '/') {
  const url = (route: string) => (baseUrl === '/' ? route : baseUrl.replace(/\/$/, '') + route);
  const nav = (link: DocChunk['previous']) => (link ? { title: link.title, permalink: url(link.route) } : undefined);
  const frontMatter = {
    // The site's own keys (`DocChunk.frontMatter`), then the ones the chunk holds in its fields.
    ...chunk.frontMatter,
    title: chunk.title,
    description: chunk.description,
    keywords: chunk.keywords,
    hide_table_of_contents: chunk.hideTableOfContents,
    ...(chunk.hideTitle ? { hide_title: true } : {}),
    ...(chunk.unlisted ? { unlisted: true } : {}),
  };
  return {
    metadata: {
      id: chunk.id,
      unversionedId: chunk.id,
      title: chunk.title,
      description: chunk.description,
      slug: chunk.route,
      permalink: url(chunk.route),
      version: chunk.version,
      sidebar: chunk.sidebar ?? undefined,
      tags: (chunk.tags ?? []).map((t) => ({ label: t.label, permalink: url(t.route) })),
      previous: nav(chunk.previous),
      next: nav(chunk.next),
      editUrl: chunk.editUrl ?? undefined,
      lastUpdatedAt: chunk.lastUpdatedAt === null ? undefined : Date.parse(chunk.lastUpdatedAt),
      lastUpdatedBy: chunk.lastUpdatedBy,
      draft: false,
      unlisted: chunk.unlisted === true,
      frontMatter,
    },
    frontMatter,
    toc: chunk.toc.flatMap(function flat(item): { id: string; value: string; level: number }[] {
      return [{ id: item.id, value: item.value, level: item.depth }, ...item.children.flatMap(flat)];
    }),
    contentTitle: contentTitle(chunk.body),
    assets: { image: chunk.image },
  };
}

/** One sidebar item in Docusaurus's props shape (`PropSidebarItem`: a `link`, `category` or `html`, its hrefs under the base URL). */
export function sidebarItemProp(i: SidebarItem, baseUrl = '/'): unknown {
  const url = (route: string) => (baseUrl === '/' ? route : baseUrl.replace(/\/$/, '') + route);
  switch (i.type) {
    case 'doc':
      return { type: 'link', label: i.label, href: url(i.route), docId: i.id, unlisted: i.unlisted === true };
    case 'link':
      return { type: 'link', label: i.label, href: i.external ? i.href : url(i.href) };
    case 'category':
      return {
        type: 'category',
        label: i.label,
        href: i.route === null ? undefined : url(i.route),
        // Docusaurus sets it only when true (`props.ts`).
        ...(i.linkUnlisted ? { linkUnlisted: true } : {}),
        collapsed: i.collapsed,
        collapsible: true,
        items: i.items.map((item) => sidebarItemProp(item, baseUrl)),
      };
    case 'html':
      return { type: 'html', value: i.value };
  }
}

/** A sidebar item as Docusaurus's props give it (`PropSidebarItem`), as far as this theme reads it. */
export interface PropSidebarItemIn {
  type: string;
  label?: string;
  href?: string;
  docId?: string;
  unlisted?: boolean;
  linkUnlisted?: boolean;
  collapsed?: boolean;
  items?: readonly PropSidebarItemIn[];
  value?: string;
}

/**
 * The inverse of `sidebarItemProp`: a `PropSidebarItem` a site's component hands back to this
 * theme (an ejected `DocSidebarItem/Category` rendering `@theme/DocSidebarItems` with its
 * `item.items`) as this theme's item, its hrefs without the base URL. A link to a doc (`docId`)
 * is a doc, a path on the site a link of the site, anything else a link off it.
 */
export function sidebarItemFromProp(p: PropSidebarItemIn, baseUrl = '/'): SidebarItem {
  const route = (href: string) => (baseUrl !== '/' && href.startsWith(baseUrl) ? href.slice(baseUrl.length - 1) : href);
  const label = p.label ?? '';
  switch (p.type) {
    case 'category': {
      const items = (p.items ?? []).map((i) => sidebarItemFromProp(i, baseUrl));
      const own = p.href ? route(p.href) : null;
      const linkUnlisted = p.linkUnlisted === true;
      return {
        type: 'category',
        label,
        route: own,
        ...(linkUnlisted ? { linkUnlisted: true as const } : {}),
        // Not in Docusaurus's props: worked out again, as the build did.
        ...(allUnlisted(own, linkUnlisted, items) ? { unlisted: true as const } : {}),
        collapsed: p.collapsed ?? true,
        items,
      };
    }
    case 'html':
      return { type: 'html', value: p.value ?? '' };
    default: {
      const href = p.href ?? '';
      if (p.docId) return { type: 'doc', id: p.docId, label, route: route(href), ...(p.unlisted ? { unlisted: true as const } : {}) };
      const external = !href.startsWith('/');
      return { type: 'link', label, href: external ? href : route(href), external };
    }
  }
}

/** `useDocsSidebar()`: the sidebar's name and items in Docusaurus's props shape (`PropSidebarItem`). */
export function docsSidebar(sidebar: SidebarChunk, baseUrl = '/') {
  return { name: sidebar.name, items: sidebar.items.map((i) => sidebarItemProp(i, baseUrl)) };
}

/** An author as a post's `metadata.authors` gives them (`imageURL`, `page.permalink`, `socials`). */
export function blogAuthorProp(a: BlogAuthor, baseUrl = '/') {
  const url = (route: string) => (baseUrl === '/' ? route : baseUrl.replace(/\/$/, '') + route);
  return {
    key: a.key,
    name: a.name,
    title: a.title,
    url: a.url,
    imageURL: a.imageUrl,
    page: a.page ? { permalink: url(a.page) } : null,
    ...(a.socials ? { socials: a.socials } : {}),
  };
}

/** What a post's page and a list's post both give Docusaurus's `BlogPostMetadata`. */
type PostFields = Pick<BlogPostSummary & BlogPostChunk, 'route' | 'title' | 'description' | 'date' | 'tags' | 'authors' | 'readingMinutes'>;

/** The `metadata` fields a post has wherever it is drawn, its permalink and tags' under the base URL. */
function postMetadata(post: PostFields, baseUrl: string) {
  const url = (route: string) => (baseUrl === '/' ? route : baseUrl.replace(/\/$/, '') + route);
  return {
    permalink: url(post.route),
    title: post.title,
    description: post.description,
    date: post.date,
    tags: post.tags.map((t) => ({ label: t.label, permalink: url(t.route) })),
    authors: post.authors.map((a) => blogAuthorProp(a, baseUrl)),
    readingTime: post.readingMinutes ?? undefined,
  };
}

/**
 * A list page's post as its MDX content carries it (`metadata`, `frontMatter`, `assets`), and as
 * `useBlogPost()` gives it inside that post's parts on the list.
 */
export function blogListPostContent(post: BlogPostSummary, baseUrl = '/') {
  const frontMatter = { title: post.title, description: post.description };
  return {
    metadata: { ...postMetadata(post, baseUrl), hasTruncateMarker: post.truncated, frontMatter },
    frontMatter,
    assets: { authorsImageUrls: post.authors.map(() => undefined) },
  };
}

/** `useBlogPost()`: the post's `metadata`, `frontMatter`, `toc` and `assets`, from its chunk. */
export function blogPostContent(chunk: BlogPostChunk, baseUrl = '/') {
  const url = (route: string) => (baseUrl === '/' ? route : baseUrl.replace(/\/$/, '') + route);
  const nav = (link: BlogPostChunk['previous']) => (link ? { title: link.title, permalink: url(link.route) } : undefined);
  const frontMatter = { title: chunk.title, description: chunk.description };
  return {
    metadata: {
      ...postMetadata(chunk, baseUrl),
      prevItem: nav(chunk.previous),
      nextItem: nav(chunk.next),
      editUrl: chunk.editUrl ?? undefined,
      lastUpdatedAt: chunk.lastUpdatedAt === null ? undefined : Date.parse(chunk.lastUpdatedAt),
      lastUpdatedBy: chunk.lastUpdatedBy,
      unlisted: chunk.unlisted,
      hasTruncateMarker: false,
      frontMatter,
    },
    frontMatter,
    toc: chunk.toc.flatMap(function flat(item): { id: string; value: string; level: number }[] {
      return [{ id: item.id, value: item.value, level: item.depth }, ...item.children.flatMap(flat)];
    }),
    // No author picture is a file beside the post here (`imageURL` is its URL): theme-classic's
    // `Authors` reads `authorsImageUrls[i] ?? imageURL`.
    assets: { image: chunk.image, authorsImageUrls: chunk.authors.map(() => undefined) },
    isBlogPostPage: true,
  };
}
