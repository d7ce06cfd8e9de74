import { useState } from 'react';

/** The code block's copy button: copies `text()` (the block's code), then says so for a moment. */
export function CopyCodeButton({ text, className }: { text: () => string; className?: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text());
      setCopied(true);
      window.setTimeout(() => setCopied(false), 1500);
    } catch {
      /* clipboard blocked: nothing to do */
    }
  };
  return (
    <button
      type="button"
      className={className ? `copy-button ${className}` : 'copy-button'}
      onClick={() => void copy()}
      aria-label={copied ? 'Copied' : 'Copy code to clipboard'}
    >
      {copied ? 'Copied' : 'Copy'}
    </button>
  );
}
