import { CloseIcon } from '../CloseIcon';

/** The bar's close button (Docusaurus's `AnnouncementBar/CloseButton`, whose props are its `onClick` and `className`). */
export function AnnouncementBarCloseButton({ onClick, className }: { onClick: () => void; className?: string }) {
  return (
    <button type="button" className={className ? `announcement-close ${className}` : 'announcement-close'} onClick={onClick} aria-label="Close announcement">
      <CloseIcon size={16} strokeWidth={2.2} />
    </button>
  );
}
