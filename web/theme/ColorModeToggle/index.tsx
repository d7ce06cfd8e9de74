import { useEffect } from 'react';
import { useClientValue, windowEvent } from '../../app/use-client-value';
import type { SiteConfigJson } from '../../../common/contract';
import {
  COLOR_MODE_EVENT,
  applyChoice,
  applyMode,
  currentChoice,
  currentMode,
  nextChoice,
  storedMode,
  type ColorMode,
  type ColorModeChoice,
} from '../../app/color-mode';
// Each icon a module of its own, Docusaurus's `Icon/DarkMode`, `Icon/LightMode` and
// `Icon/SystemColorMode`: a site's swizzle of one takes its place (docusaurus/node/theme/chrome-slots.ts).
import { DarkModeIcon } from './DarkModeIcon';
import { LightModeIcon } from './LightModeIcon';
import { SystemColorModeIcon } from './SystemColorModeIcon';
import './styles.css';

const subscribe = windowEvent(COLOR_MODE_EVENT);

/**
 * Switches the colour mode and remembers it. web/public/color-mode.js applies it before first paint;
 * every icon is in the markup and CSS shows the right one, so prerendered HTML never shows the
 * wrong icon. With `respectPrefersColorScheme`, the system setting is followed until the reader
 * makes a choice; where the toggle offers the system's mode as a choice (`systemChoice`, Docusaurus
 * 3.8+), it cycles light → dark → system and shows the choice (`data-theme-choice`), not the mode.
 */
export function ColorModeToggle({ colorMode }: { colorMode: SiteConfigJson['colorMode'] }) {
  // Only a bundle for a site whose toggle has the system mode carries its code (chrome-use.ts), and
  // there it is the only mode: the dev server's bundle (every part kept) asks the config.
  const system = __CHROME_SYSTEM_COLOR_MODE__ && (!import.meta.env.DEV || colorMode.systemChoice === true);
  const shown = useClientValue<ColorModeChoice>(system ? currentChoice : currentMode, system ? 'system' : colorMode.defaultMode, subscribe);
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
  const next = system ? nextChoice(shown) : shown === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className="icon-button color-mode-toggle"
      onClick={() => (system ? applyChoice(next) : applyMode(next as ColorMode, true))}
      // theme-classic 3.8+'s words with the system mode: the toggle names the choice it shows.
      aria-label={system ? `Switch between dark and light mode (currently ${shown} mode)` : `Switch to ${next} mode (currently ${shown} mode)`}
      title={system ? `${shown} mode` : `Switch to ${next} mode`}
    >
      <DarkModeIcon className="icon-dark" />
      {/* (A ternary, not `system && …`: a bundle without the system mode keeps the markup it had.) */}
      {system ? (
        <>
          <LightModeIcon className="icon-light" />
          <SystemColorModeIcon className="icon-system" />
        </>
      ) : (
        <LightModeIcon className="icon-light" />
      )}
    </button>
  );
}
