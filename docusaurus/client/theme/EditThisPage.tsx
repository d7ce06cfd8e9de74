import { useTranslate } from '../../../web/app/use-translate';
import { ThemeClassNames } from '../../shared/theme-class-names';

/** `@theme/EditThisPage`: the link to the page's source. */
export default function EditThisPage({ editUrl }: { editUrl: string }) {
  const t = useTranslate();
  return (
    <a
      className={__CHROME_THEME_CLASSES__ ? `${ThemeClassNames.common.editThisPage} edit-link` : 'edit-link'}
      href={editUrl}
      target="_blank"
      rel="noopener noreferrer"
    >
      {t('theme.common.editThisPage', 'Edit this page')}
    </a>
  );
}
