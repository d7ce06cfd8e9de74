import type { BlogPostChunk } from '../../../../common/contract';
import { useRouteData } from '../../../../web/app/route-data';

/** The blog post on screen (its route chunk), which the post's parts draw; null elsewhere. */
export function usePostChunk(): BlogPostChunk | null {
  const data = useRouteData();
  return data?.status === 'ok' && data.chunk.kind === 'blog-post' ? data.chunk : null;
}
