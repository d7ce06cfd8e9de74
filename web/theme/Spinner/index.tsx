import { useEffect, useState } from 'react';
import './styles.css';

/** Shown only after a short delay, so fast loads never flash a spinner. */
export const SPINNER_DELAY_MS = 300;

export function Spinner({ delay = SPINNER_DELAY_MS }: { delay?: number }) {
  const [visible, setVisible] = useState(delay === 0);
  useEffect(() => {
    const t = window.setTimeout(() => setVisible(true), delay);
    return () => window.clearTimeout(t);
  }, [delay]);
  return (
    <div className="spinner-wrap" role="status" aria-live="polite">
      {visible && (
        <svg className="spinner" width="128" height="110" viewBox="0 0 128 110" aria-hidden="true">
          <path className="spinner-house" d="M64 8 L116 52 L104 52 L104 102 L24 102 L24 52 L12 52 Z" />
        </svg>
      )}
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}
