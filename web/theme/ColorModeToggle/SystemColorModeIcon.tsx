import './system.css';

/**
 * A disc, its left half filled, the colour mode toggle shows while it follows the system
 * (Docusaurus's `Icon/SystemColorMode`); CSS shows it by its class. Its rules are emptied in a
 * bundle for a site whose toggle has no system mode (pipeline/bundle/chrome-use.ts).
 */
export function SystemColorModeIcon({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      {/* One path: the disc, and its right half (drawn the other way round) left empty inside a ring. */}
      <path fill="currentColor" d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 16V5a7 7 0 0 1 0 14z" />
    </svg>
  );
}
