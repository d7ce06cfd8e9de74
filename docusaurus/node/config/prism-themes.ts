/**
 * Docusaurus colours code with `themeConfig.prism.theme` and `.darkTheme`: theme objects from
 * prism-react-renderer (default `palenight` for both; `darkTheme` defaults to `theme`). Code is
 * highlighted here by Shiki at build time, so a prism-react-renderer theme is matched to Shiki's
 * bundled theme drawn from the same palette; any other theme object (a site's own, or one of
 * prism-react-renderer's without a Shiki counterpart) is turned into a Shiki theme of its own
 * colours (`prism-to-shiki.ts`).
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import type { CodeThemes } from '../../../pipeline/mdx/plugins/code-blocks/themes.js';
import { shikiThemeOfPrism, type PrismTheme } from './prism-to-shiki.js';

/** prism-react-renderer's theme names → Shiki's theme of the same design. */
const SHIKI_OF_PRISM: Record<string, string> = {
  palenight: 'material-theme-palenight',
  dracula: 'dracula',
  github: 'github-light',
  vsDark: 'dark-plus',
  vsLight: 'light-plus',
  nightOwl: 'night-owl',
  nightOwlLight: 'night-owl-light',
  oneDark: 'one-dark-pro',
  oneLight: 'one-light',
  okaidia: 'monokai',
  synthwave84: 'synthwave-84',
  oceanicNext: 'material-theme-ocean',
  ultramin: 'min-light',
};

/** prism-react-renderer's themes as the site has them (its config imports them from there); null when it has none. */
function prismThemesOf(siteDir: string): Record<string, PrismTheme> | null {
  try {
    const themes = (createRequire(join(siteDir, 'package.json'))('prism-react-renderer') as { themes?: Record<string, PrismTheme> }).themes;
    return themes ?? null;
  } catch {
    return null;
  }
}

/** The prism-react-renderer name of a theme object with the same contents. */
function prismName(theme: PrismTheme, known: Record<string, PrismTheme> | null): string | null {
  if (!known) return null;
  const json = JSON.stringify(theme);
  return Object.keys(known).find((name) => JSON.stringify(known[name]) === json) ?? null;
}

/** The Shiki themes for light and dark mode, with the ones made from the site's own Prism themes. */
export function codeThemesOf(prism: { theme?: unknown; darkTheme?: unknown }, siteDir: string): CodeThemes {
  const known = prism.theme || prism.darkTheme ? prismThemesOf(siteDir) : null;
  const custom: NonNullable<CodeThemes['custom']> = {};
  const shikiOf = (value: unknown): string => {
    if (!value || typeof value !== 'object') return SHIKI_OF_PRISM.palenight!;
    const name = prismName(value, known);
    const shiki = name ? SHIKI_OF_PRISM[name] : undefined;
    if (shiki) return shiki;
    // Named by its contents: the compile cache and the highlighter's loaded themes follow an edit.
    const own = `prism-${name ?? 'site'}-${createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 10)}`;
    custom[own] = shikiThemeOfPrism(value, own);
    return own;
  };
  const light = shikiOf(prism.theme);
  const dark = prism.darkTheme ? shikiOf(prism.darkTheme) : light;
  return { light, dark, ...(Object.keys(custom).length ? { custom } : {}) };
}
