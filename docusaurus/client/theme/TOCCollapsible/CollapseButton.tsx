import type { ButtonHTMLAttributes } from 'react';
import { useTranslate } from '../../../../web/app/use-translate';

/** `@theme/TOCCollapsible/CollapseButton`: the "On this page" button; a caller's button props (`onClick`, `className`...) pass through. */
export default function CollapseButton({ collapsed, className, ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { collapsed: boolean }) {
  const t = useTranslate();
  return (
    <button type="button" aria-expanded={!collapsed} {...props} className={['clean-btn', 'toc-collapsible-button', className].filter(Boolean).join(' ')}>
      {t('theme.TOCCollapsible.toggleButtonLabel', 'On this page')}
    </button>
  );
}
