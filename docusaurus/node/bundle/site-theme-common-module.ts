import { exportedNames } from './module-exports.js';
import { SITE_THEME_COMMON_NAMES } from './theme-common-packages.js';

// Apart from theme-common-packages.ts, whose constants the build's thread reads: reading a module's
// exports loads Vite's parser (about 200 ms), which only the bundler's process needs.

/**
 * The module: the names the client reads that this theme-common exports (its exports differ across
 * 3.x, and the bundler would warn of each one imported that a version lacks), imported by name so
 * the bundle keeps only those and what they use, not the whole of `internal` (which the namespace
 * spread of before put in the app chunk of every site with theme-common). A module whose names
 * cannot be read is spread whole, as before.
 */
export function siteThemeCommonModule(file: string): string {
  const exported = exportedNames(file);
  const from = JSON.stringify(file);
  if (!exported) return `import * as exports from ${from};\nexport const internal = { ...exports };\n`;
  const names = SITE_THEME_COMMON_NAMES.filter((n) => exported.has(n));
  return `import { ${names.join(', ')} } from ${from};\nexport const internal = { ${names.join(', ')} };\n`;
}
