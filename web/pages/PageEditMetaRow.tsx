import type { DocChunk } from '../../common/contract';
import { LastUpdated } from '../theme/LastUpdated';
import { EditLink } from '../theme/EditLink';
import { ThemeClassNames } from '../../docusaurus/shared/theme-class-names';

/**
 * A Markdown page's edit link and last update below its content, as theme-classic 3.10's `MDXPage`
 * draws its `EditMetaRow` (`theme-pages-footer-edit-meta-row` for a site whose CSS names
 * theme-common's classes), laid out as a doc's footer row. The page draws it only when it has one
 * of them, and only in a bundle for a site with such a page (`__CHROME_PAGE_EDIT_META__`). The last
 * update (the pages plugin's `showLastUpdateTime`/`showLastUpdateAuthor`) goes through this theme's
 * `LastUpdated`, which a site's swizzled `@theme/LastUpdated` replaces.
 */
export function PageEditMetaRow({ chunk }: { chunk: DocChunk }) {
  return (
    <div className={__CHROME_THEME_CLASSES__ ? `${ThemeClassNames.pages.pageFooterEditMetaRow} doc-footer` : 'doc-footer'}>
      {chunk.editUrl && <EditLink url={chunk.editUrl} />}
      {(chunk.lastUpdatedAt || (__CHROME_LAST_UPDATE_AUTHOR__ && chunk.lastUpdatedBy)) && <LastUpdated at={chunk.lastUpdatedAt} by={chunk.lastUpdatedBy} />}
    </div>
  );
}
