import { useEffect, useRef, useState } from 'react';
import { backToTopShown } from './shown';
import './styles.css';

/**
 * theme-classic's back-to-top button: fixed at the corner of the page, shown once the reader is
 * past 300px and scrolls up; it scrolls back to the top. Its label comes from the caller (the
 * locale's), so the module imports nothing of the app's chunk: loaded lazily, it needs no list of
 * stylesheets to preload but its own. Hidden in a prerendered page: the scroll position is the browser's.
 */
export default function BackToTopButton({ label }: { label: string }) {
  const [shown, setShown] = useState(false);
  const last = useRef(0);
  useEffect(() => {
    last.current = window.scrollY;
    const onScroll = () => {
      setShown(backToTopShown(last.current, window.scrollY));
      last.current = window.scrollY;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <button
      type="button"
      aria-label={label}
      className={shown ? 'clean-btn theme-back-to-top-button back-to-top back-to-top-shown' : 'clean-btn theme-back-to-top-button back-to-top'}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      {/* theme-classic's `Icon/Arrow`, turned up. */}
      <svg viewBox="0 0 24 24" width={20} height={20} aria-hidden="true" className="back-to-top-icon">
        <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
