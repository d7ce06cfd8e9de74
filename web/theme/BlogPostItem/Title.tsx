import type { BlogPostChunk } from '../../../common/contract';

/** The post's title (Docusaurus's `BlogPostItem/Header/Title`). */
export function BlogPostItemTitle({ chunk }: { chunk: BlogPostChunk }) {
  return <h1>{chunk.title}</h1>;
}
