import type { DocChunk } from '../../../../common/contract';
import { useTranslate } from '../../../app/use-translate';
import { LastUpdated } from '../../LastUpdated';
import { TagList } from '../../TagList';
import { EditIcon } from '../../EditIcon';

/** Below a doc: its tags, the edit link and the last update (Docusaurus's `DocItem/Footer`). */
export function DocItemFooter({ chunk }: { chunk: DocChunk }) {
  const t = useTranslate();
  return (
    <>
      {chunk.tags && <TagList tags={chunk.tags} />}
      <footer className="doc-footer">
        {chunk.editUrl && (
          <a className="edit-link" href={chunk.editUrl} target="_blank" rel="noopener noreferrer">
            <EditIcon />
            {t('theme.common.editThisPage', 'Edit this page')}
          </a>
        )}
        <LastUpdated at={chunk.lastUpdatedAt} />
      </footer>
    </>
  );
}
