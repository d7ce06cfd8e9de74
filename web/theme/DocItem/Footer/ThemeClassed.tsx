import type { DocChunk } from '../../../../common/contract';
import { LastUpdated } from '../../LastUpdated';
import { TagList } from '../../TagList';
import { EditLink } from '../../EditLink';
import { ThemeClassNames } from '../../../../docusaurus/shared/theme-class-names';
import { docFooterRows } from './rows';

/**
 * The doc footer as theme-classic 3.10's `DocItem/Footer` draws it, for a site whose CSS names
 * theme-common's classes (`__CHROME_THEME_CLASSES__`): nothing for a doc with no tags, no edit link
 * and no last update; otherwise `footer.theme-doc-footer` holding the tags row
 * (`theme-doc-footer-tags-row`) and the edit and last-update row (`theme-doc-footer-edit-meta-row`),
 * each only when it has something. The rows keep this theme's look: the tags as before, the edit
 * row in this theme's `doc-footer` layout (Infima's `row`/`col` would re-lay them out).
 */
export function ThemeClassedDocFooter({ chunk }: { chunk: DocChunk }) {
  const rows = docFooterRows(chunk);
  if (!rows.tags && !rows.editMeta) return null;
  return (
    <footer className={ThemeClassNames.docs.docFooter}>
      {rows.tags && (
        <div className={ThemeClassNames.docs.docFooterTagsRow}>
          <TagList tags={chunk.tags ?? []} />
        </div>
      )}
      {rows.editMeta && (
        <div className={`${ThemeClassNames.docs.docFooterEditMetaRow} doc-footer`}>
          {chunk.editUrl && <EditLink url={chunk.editUrl} />}
          {(chunk.lastUpdatedAt || (__CHROME_LAST_UPDATE_AUTHOR__ && chunk.lastUpdatedBy)) && <LastUpdated at={chunk.lastUpdatedAt} by={chunk.lastUpdatedBy} />}
        </div>
      )}
    </footer>
  );
}
