import { createContext, createElement, useContext, useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useRouteData } from '../../../web/app/route-data';
import { loadedManifest } from '../manifest';
import { blogListPostContent, blogPostContent } from '../../shared/doc-content';
import { SlotProps } from '../theme/slot-props';
import { localeBaseUrl } from '../../shared/base-url';
import { routeOf } from '../theme/route';

/**
 * `@docusaurus/plugin-content-blog/client`, in the browser: the post of the page on screen (its
 * route chunk) unless a `BlogPostProvider` gives another, and the blog's metadata.
 */
type BlogPostContent = ReturnType<typeof blogPostContent>;

const PostContext = createContext<BlogPostContent | null>(null);

export function BlogPostProvider({ content, isBlogPostPage = false, children }: { content: BlogPostContent; isBlogPostPage?: boolean; children?: ReactNode }) {
  return createElement(PostContext.Provider, { value: { ...content, isBlogPostPage } }, children);
}

export function useBlogPost(): BlogPostContent {
  const provided = useContext(PostContext);
  const slots = useContext(SlotProps);
  const data = useRouteData();
  if (provided) return provided;
  if (data?.status === 'ok' && data.chunk.kind === 'blog-post') return blogPostContent(data.chunk, data.manifest.site.baseUrl);
  // A site's part of a list's post that this theme's list draws (its byline, its "Read more"): the
  // post the chrome gave the part (`post`, by its route), as Docusaurus's list gives each its provider.
  const route = (slots?.merged as { post?: { route?: unknown } } | undefined)?.post?.route;
  const listed = data?.status === 'ok' && data.chunk.kind === 'blog-list' ? data.chunk.posts.find((p) => p.route === route) : undefined;
  if (listed && data?.status === 'ok') {
    const content = blogListPostContent(listed, data.manifest.site.baseUrl);
    return { ...content, toc: [], isBlogPostPage: false } as unknown as BlogPostContent;
  }
  const error = new Error('Hook useBlogPost is called outside the <BlogPostProvider>.');
  error.name = 'ReactContextError';
  throw error;
}

/** `useBlogMetadata()`: the blog's title, description and base path under the locale's base URL (Docusaurus 3.5+). */
export function useBlogMetadata() {
  const { blog, site, i18n } = loadedManifest();
  const base = localeBaseUrl(site.baseUrl, i18n);
  return {
    blogTitle: blog?.title ?? 'Blog',
    blogDescription: blog?.description ?? '',
    blogBasePath: `${base}blog`,
    authorsListPath: `${base}blog/authors`,
  };
}

/** `groupBlogSidebarItemsByYear(items)` (3.5+): the recent posts under their year, newest first, as `[year, items]` pairs. */
export { groupItemsByYear as groupBlogSidebarItemsByYear } from '../theme/group-items-by-year';

/** `useVisibleBlogSidebarItems(items)` (3.5+): the recent posts but the unlisted ones, unless it is the page shown. */
export function useVisibleBlogSidebarItems<T extends { permalink: string; unlisted?: boolean }>(items: T[]): T[] {
  const { pathname } = useLocation();
  return useMemo(() => items.filter((i) => !i.unlisted || routeOf(i.permalink) === pathname), [items, pathname]);
}
