import { useTranslate } from '../../app/use-translate';
import { EditIcon } from '../EditIcon';

/**
 * The link to the page's source below a doc or post (Docusaurus's `EditThisPage`): a module of its
 * own, so a site's swizzle of `EditThisPage` takes its place (docusaurus/node/theme/chrome-slots.ts).
 */
export function EditThisPage({ editUrl }: { editUrl: string }) {
  const t = useTranslate();
  return (
    <a className="edit-link" href={editUrl} target="_blank" rel="noopener noreferrer">
      <EditIcon />
      {t('theme.common.editThisPage', 'Edit this page')}
    </a>
  );
}
