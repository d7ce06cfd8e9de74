import type { TagsChunk } from '../../../common/contract';
import { BlogLayout } from '../BlogLayout';
// A module of its own: a site's swizzled `TagsListByLetter` takes its place (chrome-slots.ts).
import { TagsListByLetter } from './ByLetter';
import '../blog.css';

/** `/blog/tags`, `/docs/tags`: every tag, grouped by first letter as Docusaurus lists them. */
export function TagsListPage({ chunk }: { chunk: TagsChunk }) {
  return (
    <BlogLayout sidebar={chunk.blogSidebar} mainClassName="tags-page">
      <h1>{chunk.title}</h1>
      <TagsListByLetter tags={chunk.tags} />
    </BlogLayout>
  );
}
