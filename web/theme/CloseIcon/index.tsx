/** The × of a close button; the button carries the accessible name. */
export function CloseIcon({ size, strokeWidth }: { size: number; strokeWidth: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth={strokeWidth} strokeLinecap="round" />
    </svg>
  );
}
