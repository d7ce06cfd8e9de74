import { useTranslate } from '../../app/use-translate';
import { EditIcon } from '../EditIcon';
import { ThemeClassNames } from '../../../docusaurus/shared/theme-class-names';

/**
 * "Edit this page" below a doc, a post or a Markdown page (theme-classic's `EditThisPage`): opens
 * the source in a new tab, its text translated (`theme.common.editThisPage`), theme-common's
 * `theme-edit-this-page` on it for a site whose CSS names theme-common's classes.
 */
export function EditLink({ url }: { url: string }) {
  const t = useTranslate();
  return (
    <a
      className={__CHROME_THEME_CLASSES__ ? `${ThemeClassNames.common.editThisPage} edit-link` : 'edit-link'}
      href={url}
      target="_blank"
      rel="noopener noreferrer"
    >
      <EditIcon />
      {t('theme.common.editThisPage', 'Edit this page')}
    </a>
  );
}
