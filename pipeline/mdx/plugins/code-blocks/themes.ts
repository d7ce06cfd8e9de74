import type { ThemeRegistrationRaw } from 'shiki';

/** The Shiki themes code is coloured with, one per colour mode. */
export interface CodeThemes {
  /** A theme bundled with Shiki, or one of `custom`. */
  light: string;
  dark: string;
  /** Themes of the site's own, by name (a Docusaurus site's Prism themes, `docusaurus/node/config/prism-to-shiki.ts`). */
  custom?: Record<string, ThemeRegistrationRaw>;
}

/**
 * This project's own themes. Their blocks are painted on the theme CSS's code backgrounds
 * (`--shiki-bg`); any other pair (a Docusaurus site's Prism themes, `docusaurus/node/config/prism-themes.ts`)
 * is painted on its own theme's background.
 */
export const DEFAULT_CODE_THEMES: CodeThemes = { light: 'github-light', dark: 'github-dark' };

export const isDefaultCodeThemes = (t: CodeThemes) => t.light === DEFAULT_CODE_THEMES.light && t.dark === DEFAULT_CODE_THEMES.dark;
