/**
 * The globe before the locale dropdown's label (Docusaurus's `Icon/Language`): its outline, one
 * meridian and the equator, drawn as strokes (a few bytes, where a filled outline's path is several hundred).
 */
export function LanguageIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8">
      <circle cx="12" cy="12" r="9" />
      <ellipse cx="12" cy="12" rx="4" ry="9" />
      <path d="M3 12h18" />
    </svg>
  );
}
