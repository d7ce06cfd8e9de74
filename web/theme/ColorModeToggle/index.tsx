import { useEffect } from 'react';
import { useClientValue, windowEvent } from '../../app/use-client-value';
import type { SiteConfigJson } from '../../../common/contract';
import { COLOR_MODE_EVENT, applyMode, currentMode, storedMode, type ColorMode } from '../../app/color-mode';
import './styles.css';

const subscribe = windowEvent(COLOR_MODE_EVENT);

/**
 * Switches the colour mode and remembers it. web/public/color-mode.js applies it before first paint;
 * both icons are in the markup and CSS shows the right one, so prerendered HTML never shows the
 * wrong icon. With `respectPrefersColorScheme`, the system setting is followed until the reader
 * makes a choice.
 */
export function ColorModeToggle({ colorMode }: { colorMode: SiteConfigJson['colorMode'] }) {
  const mode = useClientValue<ColorMode>(currentMode, colorMode.defaultMode, subscribe);
  useEffect(() => {
    let media: MediaQueryList | null = null;
    const onSystem = (e: MediaQueryListEvent) => {
      if (!storedMode()) applyMode(e.matches ? 'dark' : 'light', false);
    };
    if (colorMode.respectPrefersColorScheme) {
      media = window.matchMedia('(prefers-color-scheme: dark)');
      media.addEventListener('change', onSystem);
    }
    return () => media?.removeEventListener('change', onSystem);
  }, [colorMode.respectPrefersColorScheme]);
  const next: ColorMode = mode === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className="icon-button color-mode-toggle"
      onClick={() => applyMode(next, true)}
      aria-label={`Switch to ${next} mode (currently ${mode} mode)`}
      title={`Switch to ${next} mode`}
    >
      <svg className="icon-dark" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path fill="currentColor" d="M9.4 3.3A9 9 0 1 0 20.7 14.6 7.5 7.5 0 0 1 9.4 3.3z" />
      </svg>
      <svg className="icon-light" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <circle cx="12" cy="12" r="4.5" fill="currentColor" />
        <g stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M12 1.5v2.5M12 20v2.5M1.5 12H4M20 12h2.5M4.6 4.6l1.8 1.8M17.6 17.6l1.8 1.8M4.6 19.4l1.8-1.8M17.6 6.4l1.8-1.8" />
        </g>
      </svg>
    </button>
  );
}
