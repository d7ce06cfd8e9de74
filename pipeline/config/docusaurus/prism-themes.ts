/**
 * Docusaurus colours code with `themeConfig.prism.theme` and `.darkTheme`: theme objects from
 * prism-react-renderer (default `palenight` for both; `darkTheme` defaults to `theme`). Code is
 * highlighted here by Shiki at build time, so each Prism theme is matched to Shiki's bundled theme
 * drawn from the same palette; a theme with no counterpart (or a hand-made one) keeps this
 * project's GitHub themes and is named in the config's one warning (`unapplied`).
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { DEFAULT_CODE_THEMES, type CodeThemes } from '../../mdx/plugins/code-blocks/themes.js';

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

type PrismTheme = { plain?: { color?: string; backgroundColor?: string } };

/** prism-react-renderer's themes as the site has them (its config imports them from there); null when it has none. */
function prismThemesOf(siteDir: string): Record<string, PrismTheme> | null {
  try {
    const themes = (createRequire(join(siteDir, 'package.json'))('prism-react-renderer') as { themes?: Record<string, PrismTheme> }).themes;
    return themes ?? null;
  } catch {
    return null;
  }
}

/** The prism-react-renderer name of a theme object: the same object's contents, else the same plain colours. */
function prismName(theme: PrismTheme, known: Record<string, PrismTheme> | null): string | null {
  if (!known) return null;
  const json = JSON.stringify(theme);
  const same = Object.keys(known).find((name) => JSON.stringify(known[name]) === json);
  if (same) return same;
  const plain = (t: PrismTheme) => `${t.plain?.color ?? ''}|${t.plain?.backgroundColor ?? ''}`.toLowerCase();
  return Object.keys(known).find((name) => plain(known[name]!) === plain(theme)) ?? null;
}

/** The Shiki themes for light and dark mode; `unapplied` names each Prism theme that has no counterpart. */
export function codeThemesOf(prism: { theme?: unknown; darkTheme?: unknown }, siteDir: string, unapplied: string[]): CodeThemes {
  const known = prism.theme || prism.darkTheme ? prismThemesOf(siteDir) : null;
  const shikiOf = (value: unknown, key: string, fallback: string): string => {
    if (!value || typeof value !== 'object') return SHIKI_OF_PRISM.palenight!;
    const name = prismName(value, known);
    const shiki = name ? SHIKI_OF_PRISM[name] : undefined;
    if (shiki) return shiki;
    unapplied.push(`themeConfig.prism.${key} (${name ?? 'not a prism-react-renderer theme'}: no Shiki counterpart, ${fallback} is used)`);
    return fallback;
  };
  const light = shikiOf(prism.theme, 'theme', DEFAULT_CODE_THEMES.light);
  const dark = prism.darkTheme ? shikiOf(prism.darkTheme, 'darkTheme', DEFAULT_CODE_THEMES.dark) : light;
  return { light, dark };
}
