import type { BlogListChunk } from '../../../common/contract';
import { BlogListPage } from '.';

/** One tag's posts, drawn as the blog's list: Docusaurus's `BlogTagsPostsPage`, a module of its own so a site swizzles it. */
export function BlogTagsPostsPage({ chunk }: { chunk: BlogListChunk }) {
  return <BlogListPage chunk={chunk} />;
}
