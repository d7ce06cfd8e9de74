import { useEffect } from 'react';
import { useClientValue, windowEvent } from '../../app/use-client-value';
import type { SiteConfigJson } from '../../../common/contract';
import { COLOR_MODE_EVENT, applyMode, currentMode, storedMode, type ColorMode } from '../../app/color-mode';
// Each icon a module of its own, Docusaurus's `Icon/DarkMode` and `Icon/LightMode`: a site's swizzle of
// one takes its place (docusaurus/node/theme/chrome-slots.ts).
import { DarkModeIcon } from './DarkModeIcon';
import { LightModeIcon } from './LightModeIcon';
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
      <DarkModeIcon className="icon-dark" />
      <LightModeIcon className="icon-light" />
    </button>
  );
}
