import type { Plugin } from 'vite';
import type { CompatPrismThemes } from '../../shared/site-context.js';

const MODULE = '\0site-prism-themes';

/** theme-common's `usePrismTheme` (`lib/hooks/usePrismTheme.js` in 3.0–3.10), the site's own or this project's. */
const PRISM_HOOK = /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]hooks[\\/]usePrismTheme\.js$/;

/**
 * The site's code themes for theme-common's `usePrismTheme()`, which reads `themeConfig.prism.theme`
 * and `.darkTheme` (an API theme's request and response panels colour code with them). The objects
 * are a kilobyte or more, which every page would carry in the site config; here they are a module
 * that theme-common's `usePrismTheme` imports, so only the chunks that can call it carry them
 * (`providePrismThemes`, read by `useThemeConfig().prism` from then on).
 */
export function prismThemesModule(themes: CompatPrismThemes | null, siteContextFile: string): Plugin | null {
  if (!themes) return null;
  return {
    name: 'site-prism-themes',
    resolveId: (source) => (source === MODULE ? MODULE : null),
    load: (id) =>
      id === MODULE ? `import { providePrismThemes } from ${JSON.stringify(siteContextFile)};\nprovidePrismThemes(${JSON.stringify(themes)});\n` : null,
    transform(code, id) {
      if (!PRISM_HOOK.test(id.replace(/\?.*$/, ''))) return null;
      return { code: `import ${JSON.stringify(MODULE)};\n${code}`, map: null };
    },
  };
}
