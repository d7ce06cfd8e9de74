import type { BlogPostChunk } from '../../../common/contract';
import { PostMeta } from '../PostMeta';
import { BlogPostItemTitle } from './Title';

/** The post's title, date, authors and reading time (Docusaurus's `BlogPostItem/Header`). */
export function BlogPostItemHeader({ chunk }: { chunk: BlogPostChunk }) {
  return (
    <header>
      <BlogPostItemTitle chunk={chunk} />
      <PostMeta post={chunk} />
    </header>
  );
}
