import type { BlogPostChunk } from '../../../common/contract';
import { TagList } from '../TagList';
import { EditIcon } from '../EditIcon';

/** The post's tags and edit link (Docusaurus's `BlogPostItem/Footer`). */
export function BlogPostItemFooter({ chunk }: { chunk: BlogPostChunk }) {
  return (
    <>
      <TagList tags={chunk.tags} />
      {chunk.editUrl && (
        <footer className="doc-footer">
          <a className="edit-link" href={chunk.editUrl} target="_blank" rel="noopener noreferrer">
            <EditIcon />
            Edit this page
          </a>
        </footer>
      )}
    </>
  );
}
