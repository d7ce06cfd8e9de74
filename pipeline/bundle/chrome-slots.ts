import { join } from 'node:path';
import type { ChromeComposition, ChromeSlot } from '../../docusaurus/node/theme/theme-modules.js';
import { CHROME_COMPOSITIONS, CHROME_SLOTS, COMPAT_CHROME_DRAWERS } from '../../docusaurus/node/theme/chrome-slots.js';

/** The chrome's parts a site's swizzle replaces (`docusaurus/node/theme/chrome-slots.ts`), with absolute paths. */
export function chromeSlots(webDir: string): Record<string, ChromeSlot> {
  return Object.fromEntries(
    Object.entries(CHROME_SLOTS).map(([name, slot]) => [
      name,
      { ...slot, file: join(webDir, slot.file), ...(slot.in ? { in: slot.in.map((f) => join(webDir, f)) } : {}) },
    ]),
  );
}

/** The chrome's modules drawn through their parts for a site that swizzles one (`CHROME_COMPOSITIONS`), with absolute paths. */
export function chromeCompositions(webDir: string, clientDir: string): Record<string, ChromeComposition> {
  return Object.fromEntries(Object.entries(CHROME_COMPOSITIONS).map(([file, c]) => [join(webDir, file), { ...c, module: join(clientDir, 'theme', c.module) }]));
}

/** The compatibility modules that draw a chrome part by its module (`COMPAT_CHROME_DRAWERS`), with absolute paths. */
export function compatChromeDrawers(clientDir: string): string[] {
  return COMPAT_CHROME_DRAWERS.map((file) => join(clientDir, 'theme', file));
}
