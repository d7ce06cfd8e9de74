import type { BlogPostChunk } from '../../../common/contract';
import { SearchHighlight } from '../SearchHighlight';

/** The post's Markdown body (Docusaurus's `BlogPostItem/Content`). */
export function BlogPostItemContent({ chunk }: { chunk: BlogPostChunk }) {
  return (
    <div className="markdown">
      <SearchHighlight tree={chunk.body} />
    </div>
  );
}
