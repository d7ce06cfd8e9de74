import type { BlogPostSummary } from '../../../common/contract';

/**
 * The post a byline is of: a post page's chunk or a list's post. Its `route` is how a site's
 * swizzled `Info` or `Authors` finds the post its `useBlogPost()` reads on a list page.
 */
export type BylinePost = Pick<BlogPostSummary, 'route' | 'date' | 'authors' | 'readingMinutes'>;
