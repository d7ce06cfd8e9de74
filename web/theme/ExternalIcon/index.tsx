import './styles.css';

/** The mark after an external link's text (Docusaurus's `IconExternalLink`); the link says "opens in a new tab" to screen readers itself. */
export function ExternalIcon({ size = 12 }: { size?: number }) {
  return (
    <svg className="external-icon" viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      <path fill="currentColor" d="M14 3h7v7h-2V6.4l-9.3 9.3-1.4-1.4L17.6 5H14V3zM5 5h6v2H5v12h12v-6h2v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z" />
    </svg>
  );
}
