/** The moon the colour mode toggle shows in dark mode (Docusaurus's `Icon/DarkMode`); CSS shows it by its class. */
export function DarkModeIcon({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path fill="currentColor" d="M9.4 3.3A9 9 0 1 0 20.7 14.6 7.5 7.5 0 0 1 9.4 3.3z" />
    </svg>
  );
}
