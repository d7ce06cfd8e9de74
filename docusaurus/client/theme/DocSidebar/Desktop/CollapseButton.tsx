import { useTranslate } from '../../../../../web/app/use-translate';
import '../../../../../web/theme/DocSidebar/styles.css';

/** `@theme/DocSidebar/Desktop/CollapseButton`: the button at the sidebar's foot that folds it (`onClick`), this theme's. */
export default function CollapseButton({ onClick }: { onClick?: () => void }) {
  const t = useTranslate();
  return (
    <button
      type="button"
      title={t('theme.docs.sidebar.collapseButtonTitle', 'Collapse sidebar')}
      aria-label={t('theme.docs.sidebar.collapseButtonAriaLabel', 'Collapse sidebar')}
      className="button button--secondary button--outline doc-sidebar-collapse"
      onClick={onClick}
    >
      <span aria-hidden="true">«</span>
    </button>
  );
}
