import TagsListInline from '@theme/TagsListInline';
import EditMetaRow from '@theme/EditMetaRow';
import type { DocChunk } from '../../../../common/contract';
import { permalinkOf } from '../nav-link';
import { ThemeClassNames } from '../../../shared/theme-class-names';

/**
 * The doc's footer (`web/theme/DocItem/Footer`) for a site that swizzles `EditThisPage` or
 * `EditMetaRow` (`CHROME_COMPOSITIONS`): drawn as theme-classic's `DocItem/Footer` draws it, the
 * tag row (`TagsListInline`) and the edit link beside the last update (`EditMetaRow`, which draws
 * `EditThisPage` and `LastUpdated`), each the site's where it swizzles them, in this theme's footer.
 */
export function DocItemFooter({ chunk }: { chunk: DocChunk }) {
  const { tags, editUrl, lastUpdatedAt } = chunk;
  return (
    <>
      {tags && <TagsListInline tags={tags.map((t) => ({ label: t.label, permalink: permalinkOf(t.route) }))} />}
      {(editUrl || lastUpdatedAt) && (
        <footer className={__CHROME_THEME_CLASSES__ ? `${ThemeClassNames.docs.docFooter} doc-footer` : 'doc-footer'}>
          {__CHROME_THEME_CLASSES__ ? (
            <EditMetaRow
              className={ThemeClassNames.docs.docFooterEditMetaRow}
              editUrl={editUrl}
              lastUpdatedAt={lastUpdatedAt ? Date.parse(lastUpdatedAt) : null}
            />
          ) : (
            <EditMetaRow editUrl={editUrl} lastUpdatedAt={lastUpdatedAt ? Date.parse(lastUpdatedAt) : null} />
          )}
        </footer>
      )}
    </>
  );
}
