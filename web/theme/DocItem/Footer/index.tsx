import type { DocChunk } from '../../../../common/contract';
import { LastUpdated } from '../../LastUpdated';
import { TagList } from '../../TagList';
import { EditThisPage } from '../../EditThisPage';

/**
 * Below a doc: its tags, the edit link and the last update (Docusaurus's `DocItem/Footer`), each a
 * module of its own: a site's swizzled `TagsListInline`, `EditThisPage` or `LastUpdated` takes its place.
 */
export function DocItemFooter({ chunk }: { chunk: DocChunk }) {
  return (
    <>
      {/* Only a doc with tags has them (`tags` is absent otherwise), as theme-classic draws the row. */}
      {chunk.tags && <TagList tags={chunk.tags} />}
      <footer className="doc-footer">
        {chunk.editUrl && <EditThisPage editUrl={chunk.editUrl} />}
        {chunk.lastUpdatedAt && <LastUpdated at={chunk.lastUpdatedAt} />}
      </footer>
    </>
  );
}
