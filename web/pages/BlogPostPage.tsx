import type { BlogPostChunk } from '../../common/contract';
import { SearchHighlight } from '../theme/SearchHighlight';
import { PostMeta } from '../theme/PostMeta';
import { Paginator } from '../theme/Paginator';
import { TOC } from '../theme/TOC';
import { TagList } from '../theme/TagList';
// Through `@theme/`: a site's swizzled BlogSidebar takes the slot (docusaurus/node/theme/theme-modules.ts).
import { BlogSidebar } from '@theme/BlogSidebar';

export function BlogPostPage({ chunk }: { chunk: BlogPostChunk }) {
  return (
    <main id="main-content" className="container blog-post-layout" tabIndex={-1}>
      <BlogSidebar sidebar={chunk.blogSidebar} />
      <article className="blog-post">
        <header>
          <h1>{chunk.title}</h1>
          <PostMeta date={chunk.date} authors={chunk.authors} readingMinutes={chunk.readingMinutes} />
        </header>
        <div className="markdown">
          <SearchHighlight tree={chunk.body} />
        </div>
        <TagList tags={chunk.tags} />
        {chunk.editUrl && (
          <footer className="doc-footer">
            <a className="edit-link" href={chunk.editUrl} target="_blank" rel="noopener noreferrer">
              Edit this page
            </a>
          </footer>
        )}
        <Paginator label="Blog post navigation" previous={chunk.previous} next={chunk.next} previousLabel="Newer post" nextLabel="Older post" />
      </article>
      {chunk.toc.length > 0 && <TOC items={chunk.toc} />}
    </main>
  );
}
