import type { CodeThemes } from '../../../../common/site-config.js';

export type { CodeThemes };

/**
 * This project's own themes. Their blocks are painted on the theme CSS's code backgrounds
 * (`--shiki-bg`); any other pair is painted on its own theme's background, and so are a Docusaurus
 * site's Prism themes (`prism.ts`, options from `docusaurus/node/config/prism-themes.ts`).
 */
export const DEFAULT_CODE_THEMES: CodeThemes = { light: 'github-light', dark: 'github-dark' };

export const isDefaultCodeThemes = (t: CodeThemes) => t.light === DEFAULT_CODE_THEMES.light && t.dark === DEFAULT_CODE_THEMES.dark;
