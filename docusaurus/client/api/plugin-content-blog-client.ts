import { createContext, createElement, useContext, type ReactNode } from 'react';
import { useRouteData } from '../../../web/app/route-data';
import { loadedManifest } from '../manifest';
import { blogPostContent } from '../../shared/doc-content';
import { localeBaseUrl } from '../../shared/base-url';

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
  const data = useRouteData();
  if (provided) return provided;
  if (data?.status === 'ok' && data.chunk.kind === 'blog-post') return blogPostContent(data.chunk, data.manifest.site.baseUrl);
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
