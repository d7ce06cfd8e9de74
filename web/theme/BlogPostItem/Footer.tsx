import type { BlogPostChunk } from '../../../common/contract';
import { TagList } from '../TagList';

/** The post's tags and edit link (Docusaurus's `BlogPostItem/Footer`). */
export function BlogPostItemFooter({ chunk }: { chunk: BlogPostChunk }) {
  return (
    <>
      <TagList tags={chunk.tags} />
      {chunk.editUrl && (
        <footer className="doc-footer">
          <a className="edit-link" href={chunk.editUrl} target="_blank" rel="noopener noreferrer">
            Edit this page
          </a>
        </footer>
      )}
    </>
  );
}
