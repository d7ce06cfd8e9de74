import type { BlogPostChunk } from '../../../common/contract';
import { BlogPostItemHeader } from './Header';
import { BlogPostItemContent } from './Content';
import { BlogPostItemFooter } from './Footer';

/** A blog post's header, body and footer (Docusaurus's `BlogPostItem`; the page's `<article>` holds them and the paginator). */
export function BlogPostItem({ chunk }: { chunk: BlogPostChunk }) {
  return (
    <>
      <BlogPostItemHeader chunk={chunk} />
      <BlogPostItemContent chunk={chunk} />
      <BlogPostItemFooter chunk={chunk} />
    </>
  );
}
