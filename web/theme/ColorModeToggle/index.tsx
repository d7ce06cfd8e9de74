import { useSyncExternalStore } from 'react';
import { writeStorage } from '../../app/storage';

type Mode = 'light' | 'dark';

const subscribe = (onChange: () => void) => {
  window.addEventListener('colormodechange', onChange);
  return () => window.removeEventListener('colormodechange', onChange);
};

/**
 * The colour mode `data-theme` holds, or null while hydrating: the prerendered HTML cannot know the
 * reader's mode, so the first render must not depend on it.
 */
export function useColorMode(): Mode | null {
  return useSyncExternalStore<Mode | null>(subscribe, currentMode, () => null);
}

export function currentMode(): Mode {
  return document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';
}

/** Switches the colour mode and remembers it; web/public/color-mode.js applies it before paint. */
export function ColorModeToggle() {
  const mode = useColorMode() ?? 'light';
  const next: Mode = mode === 'dark' ? 'light' : 'dark';
  const toggle = () => {
    document.documentElement.setAttribute('data-theme', next);
    writeStorage('local', 'theme', next);
    window.dispatchEvent(new CustomEvent('colormodechange', { detail: next }));
  };
  return (
    <button
      type="button"
      className="icon-button color-mode-toggle"
      onClick={toggle}
      aria-label={`Switch to ${next} mode (currently ${mode} mode)`}
      title={`Switch to ${next} mode`}
    >
      {mode === 'dark' ? (
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path fill="currentColor" d="M9.4 3.3A9 9 0 1 0 20.7 14.6 7.5 7.5 0 0 1 9.4 3.3z" />
        </svg>
      ) : (
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <circle cx="12" cy="12" r="4.5" fill="currentColor" />
          <g stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path d="M12 1.5v2.5M12 20v2.5M1.5 12H4M20 12h2.5M4.6 4.6l1.8 1.8M17.6 17.6l1.8 1.8M4.6 19.4l1.8-1.8M17.6 6.4l1.8-1.8" />
          </g>
        </svg>
      )}
    </button>
  );
}
