import EditMetaRow from '@theme/EditMetaRow';
import type { DocChunk } from '../../../../common/contract';
import { ThemeClassNames } from '../../../shared/theme-class-names';

/**
 * A Markdown page's edit row (`web/pages/PageEditMetaRow.tsx`) for a site that swizzles
 * `EditThisPage` or `EditMetaRow` (`CHROME_COMPOSITIONS`): theme-classic 3.10's
 * `MDXPage` draws `EditMetaRow` below the page's content, with `theme-pages-footer-edit-meta-row`,
 * so the site's parts draw there too, as on its docs.
 */
export function PageEditMetaRow({ chunk }: { chunk: DocChunk }) {
  return (
    <EditMetaRow
      className={__CHROME_THEME_CLASSES__ ? `margin-top--sm ${ThemeClassNames.pages.pageFooterEditMetaRow}` : 'margin-top--sm'}
      editUrl={chunk.editUrl}
      lastUpdatedAt={chunk.lastUpdatedAt ? Date.parse(chunk.lastUpdatedAt) : null}
      lastUpdatedBy={chunk.lastUpdatedBy}
    />
  );
}
