import type { BlogPostChunk } from '../../../common/contract';
import { PostMeta } from '../PostMeta';

/** The post's title, date, authors and reading time (Docusaurus's `BlogPostItem/Header`). */
export function BlogPostItemHeader({ chunk }: { chunk: BlogPostChunk }) {
  return (
    <header>
      <h1>{chunk.title}</h1>
      <PostMeta date={chunk.date} authors={chunk.authors} readingMinutes={chunk.readingMinutes} />
    </header>
  );
}
