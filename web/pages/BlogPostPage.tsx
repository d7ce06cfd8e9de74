import type { BlogPostChunk } from '../../common/contract';
import { Paginator } from '../theme/Paginator';
import { TOC } from '../theme/TOC';
import { BlogPostItem } from '../theme/BlogPostItem';
// Through `@theme/`: a site's swizzled BlogSidebar takes the slot (docusaurus/node/theme/theme-modules.ts).
import { BlogSidebar } from '@theme/BlogSidebar';

export function BlogPostPage({ chunk }: { chunk: BlogPostChunk }) {
  return (
    <main id="main-content" className="container blog-post-layout" tabIndex={-1}>
      <BlogSidebar sidebar={chunk.blogSidebar} />
      <article className="blog-post">
        <BlogPostItem chunk={chunk} />
        <Paginator label="Blog post navigation" previous={chunk.previous} next={chunk.next} previousLabel="Newer post" nextLabel="Older post" />
      </article>
      {chunk.toc.length > 0 && <TOC items={chunk.toc} />}
    </main>
  );
}
