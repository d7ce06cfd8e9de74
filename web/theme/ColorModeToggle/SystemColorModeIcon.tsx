import './system.css';

/**
 * A half-lit disc the colour mode toggle shows while it follows the system (Docusaurus's
 * `Icon/SystemColorMode`); CSS shows it by its class. Its rules are emptied in a bundle for a site
 * whose toggle has no system mode (pipeline/bundle/chrome-use.ts).
 */
export function SystemColorModeIcon({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <circle cx="12" cy="12" r="8" fill="none" stroke="currentColor" strokeWidth="2" />
      <path fill="currentColor" d="M12 4a8 8 0 0 0 0 16z" />
    </svg>
  );
}
