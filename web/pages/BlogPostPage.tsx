import type { BlogPostChunk } from '../../common/contract';
import { Paginator } from '../theme/Paginator';
import { TOC } from '../theme/TOC';
import { BlogPostItem } from '../theme/BlogPostItem';
import { BlogLayout } from '../theme/BlogLayout';

export function BlogPostPage({ chunk }: { chunk: BlogPostChunk }) {
  return (
    <BlogLayout post sidebar={chunk.blogSidebar} toc={!chunk.hideTableOfContents && chunk.toc.length > 0 && <TOC items={chunk.toc} />}>
      <article className="blog-post">
        <BlogPostItem chunk={chunk} />
        <Paginator label="Blog post navigation" previous={chunk.previous} next={chunk.next} previousLabel="Newer post" nextLabel="Older post" />
      </article>
    </BlogLayout>
  );
}
