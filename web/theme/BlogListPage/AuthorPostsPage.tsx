import type { BlogListChunk } from '../../../common/contract';
import { BlogListPage } from '.';

/** One author's posts, drawn as the blog's list: Docusaurus's `Blog/Pages/BlogAuthorsPostsPage`, a module of its own so a site swizzles it. */
export function BlogAuthorsPostsPage({ chunk }: { chunk: BlogListChunk }) {
  return <BlogListPage chunk={chunk} />;
}
