import type { BlogPostChunk } from '../../../common/contract';
import { TagList } from '../TagList';
import { EditThisPage } from '../EditThisPage';

/** The post's tags and edit link (Docusaurus's `BlogPostItem/Footer`), each a module a site's swizzle replaces. */
export function BlogPostItemFooter({ chunk }: { chunk: BlogPostChunk }) {
  return (
    <>
      {chunk.tags.length > 0 && <TagList tags={chunk.tags} />}
      {chunk.editUrl && (
        <footer className="doc-footer">
          <EditThisPage editUrl={chunk.editUrl} />
        </footer>
      )}
    </>
  );
}
