import type { BlogPostChunk } from '../../../common/contract';
import { Paginator } from '../Paginator';
import { TOC } from '../TOC';
import { BlogPostItem } from '../BlogPostItem';
import { BlogPostItemContainer } from '../BlogPostItem/Container';
import { BlogLayout } from '../BlogLayout';
import { Unlisted } from '../ContentVisibility/Unlisted';
import { Draft } from '../ContentVisibility/Draft';
// A module of its own: a site's swizzled `BlogPostPage/Metadata` takes its place (chrome-slots.ts).
import { BlogPostPageMetadata } from './Metadata';

// A module of its own: a site's swizzled `BlogPostPage/StructuredData` takes its place (chrome-slots.ts).
import { BlogPostStructuredData } from '../HeadParts';

export function BlogPostPage({ chunk }: { chunk: BlogPostChunk }) {
  return (
    <BlogLayout post sidebar={chunk.blogSidebar} toc={!chunk.hideTableOfContents && chunk.toc.length > 0 && <TOC items={chunk.toc} />}>
      {/* A ternary, not `&&`: a bundle without the part keeps exactly the children it had. */}
      {__CHROME_HEAD_PARTS__ ? (
        <>
          <BlogPostPageMetadata />
          <BlogPostStructuredData />
        </>
      ) : (
        <BlogPostPageMetadata />
      )}
      {/* Above the post, as theme-classic's BlogPostPage draws its ContentVisibility. */}
      {chunk.unlisted && <Unlisted />}
      {__CHROME_DRAFT__ && chunk.draft && <Draft />}
      {/* The paginator inside the article, which is the layout's column here (Docusaurus draws it after). */}
      <BlogPostItemContainer className="blog-post">
        <BlogPostItem chunk={chunk} />
        <Paginator label="Blog post navigation" previous={chunk.previous} next={chunk.next} previousLabel="Newer post" nextLabel="Older post" />
      </BlogPostItemContainer>
    </BlogLayout>
  );
}
