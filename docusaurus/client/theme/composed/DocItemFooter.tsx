import TagsListInline from '@theme/TagsListInline';
import EditMetaRow from '@theme/EditMetaRow';
import type { DocChunk } from '../../../../common/contract';
import { permalinkOf } from '../nav-link';
import { ThemeClassNames } from '../../../shared/theme-class-names';
import { docFooterRows } from '../../../../web/theme/DocItem/Footer/rows';

/**
 * The doc's footer (`web/theme/DocItem/Footer`) for a site that swizzles `EditThisPage` or
 * `EditMetaRow` (`CHROME_COMPOSITIONS`): drawn as theme-classic's `DocItem/Footer` draws it, the
 * tag row (`TagsListInline`) and the edit link beside the last update (`EditMetaRow`, which draws
 * `EditThisPage` and `LastUpdated`), each the site's where it swizzles them, in this theme's footer.
 * For a site whose CSS names theme-common's classes, theme-classic's own footer and rows
 * (`ThemeClassedDocItemFooter`); the other branch is the others', as it always was.
 */
export function DocItemFooter({ chunk }: { chunk: DocChunk }) {
  const { tags, editUrl, lastUpdatedAt, lastUpdatedBy } = chunk;
  if (__CHROME_THEME_CLASSES__) return <ThemeClassedDocItemFooter chunk={chunk} />;
  return (
    <>
      {tags && <TagsListInline tags={tags.map((t) => ({ label: t.label, permalink: permalinkOf(t.route) }))} />}
      {(editUrl || lastUpdatedAt || lastUpdatedBy) && (
        <footer className="doc-footer">
          <EditMetaRow editUrl={editUrl} lastUpdatedAt={lastUpdatedAt ? Date.parse(lastUpdatedAt) : null} lastUpdatedBy={lastUpdatedBy} />
        </footer>
      )}
    </>
  );
}

/**
 * Theme-classic 3.10's `DocItem/Footer` with theme-common's classes: nothing for a doc with no tags,
 * edit link or last update, else `footer.theme-doc-footer` holding the tags row
 * (`theme-doc-footer-tags-row`) and `EditMetaRow` (`theme-doc-footer-edit-meta-row`), each only
 * when it has something (web/theme/DocItem/Footer/rows.ts).
 */
function ThemeClassedDocItemFooter({ chunk }: { chunk: DocChunk }) {
  const { tags, editUrl, lastUpdatedAt, lastUpdatedBy } = chunk;
  const rows = docFooterRows(chunk);
  if (!rows.tags && !rows.editMeta) return null;
  return (
    <footer className={ThemeClassNames.docs.docFooter}>
      {rows.tags && (
        <div className={`row margin-top--sm ${ThemeClassNames.docs.docFooterTagsRow}`}>
          <div className="col">
            <TagsListInline tags={(tags ?? []).map((t) => ({ label: t.label, permalink: permalinkOf(t.route) }))} />
          </div>
        </div>
      )}
      {rows.editMeta && (
        <EditMetaRow
          className={`margin-top--sm ${ThemeClassNames.docs.docFooterEditMetaRow}`}
          editUrl={editUrl}
          lastUpdatedAt={lastUpdatedAt ? Date.parse(lastUpdatedAt) : null}
          lastUpdatedBy={lastUpdatedBy}
        />
      )}
    </footer>
  );
}
