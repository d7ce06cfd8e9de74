import { useTranslate } from '../../../web/app/use-translate';

/** `@theme/EditThisPage`: the link to the page's source. */
export default function EditThisPage({ editUrl }: { editUrl: string }) {
  const t = useTranslate();
  return (
    <a className="edit-link" href={editUrl} target="_blank" rel="noopener noreferrer">
      {t('theme.common.editThisPage', 'Edit this page')}
    </a>
  );
}
