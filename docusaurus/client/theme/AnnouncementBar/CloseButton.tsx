import type { ButtonHTMLAttributes } from 'react';
import { CloseIcon } from '../../../../web/theme/CloseIcon';
import { useTranslate } from '../../../../web/app/use-translate';

/** `@theme/AnnouncementBar/CloseButton`: the bar's close button; the caller's button props (`onClick`, `className`) pass through. */
export default function AnnouncementBarCloseButton({ className, ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  const t = useTranslate();
  return (
    <button
      type="button"
      aria-label={t('theme.AnnouncementBar.closeButtonAriaLabel', 'Close')}
      {...props}
      className={['clean-btn close announcement-close', className].filter(Boolean).join(' ')}
    >
      <CloseIcon size={14} strokeWidth={3.1} />
    </button>
  );
}
