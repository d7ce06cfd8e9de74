import type { BlogPostSummary } from '../../../../common/contract';
import { useRouteData } from '../../../../web/app/route-data';
import { useBlogPost } from '../../api/plugin-content-blog-client';
import { routeOf } from '../nav-link';

/**
 * The list's post a `BlogPostProvider` gives on a list page (a site's `BlogPostItems` puts each
 * item in one, as Docusaurus's does), found in the page's list by its permalink; null on a post's
 * page and outside any provider.
 */
export function useListPost(): BlogPostSummary | null {
  const data = useRouteData();
  let permalink: string | null = null;
  try {
    // useBlogPost reads its context and the route before it throws outside a provider: the same hooks every render.
    const post = useBlogPost();
    if (!post.isBlogPostPage) permalink = post.metadata.permalink;
  } catch {
    return null;
  }
  if (permalink === null || data?.status !== 'ok' || data.chunk.kind !== 'blog-list') return null;
  const route = routeOf(permalink);
  return data.chunk.posts.find((p) => p.route === route) ?? null;
}
