import type { DocChunk } from '../../common/contract';
import { useTranslate } from '../app/use-translate';
import { LastUpdated } from '../theme/LastUpdated';
import { EditIcon } from '../theme/EditIcon';
import { ThemeClassNames } from '../../docusaurus/shared/theme-class-names';

/**
 * A Markdown page's edit link and last update below its content, as theme-classic 3.10's `MDXPage`
 * draws its `EditMetaRow` (`theme-pages-footer-edit-meta-row` for a site whose CSS names
 * theme-common's classes), laid out as a doc's footer row. The page draws it only when it has one
 * of them, and only in a bundle for a site with such a page (`__CHROME_PAGE_EDIT_META__`).
 */
export function PageEditMetaRow({ chunk }: { chunk: DocChunk }) {
  const t = useTranslate();
  return (
    <div className={__CHROME_THEME_CLASSES__ ? `${ThemeClassNames.pages.pageFooterEditMetaRow} doc-footer` : 'doc-footer'}>
      {chunk.editUrl && (
        <a
          className={__CHROME_THEME_CLASSES__ ? `${ThemeClassNames.common.editThisPage} edit-link` : 'edit-link'}
          href={chunk.editUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          <EditIcon />
          {t('theme.common.editThisPage', 'Edit this page')}
        </a>
      )}
      {chunk.lastUpdatedAt && <LastUpdated at={chunk.lastUpdatedAt} />}
    </div>
  );
}
