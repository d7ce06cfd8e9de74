import { join } from 'node:path';
import type { Alias } from 'vite';
import { compatThemeComponents } from '../theme/theme-names.js';

/** Module → file of the adapter's browser side (under docusaurus/client/). */
const CLIENT_API_MODULES: Record<string, string> = {
  '@docusaurus/Link': 'api/Link.tsx',
  '@docusaurus/useBaseUrl': 'api/useBaseUrl.ts',
  '@docusaurus/useDocusaurusContext': 'api/useDocusaurusContext.ts',
  '@docusaurus/useGlobalData': 'api/useGlobalData.ts',
  '@docusaurus/BrowserOnly': 'api/BrowserOnly.tsx',
  '@docusaurus/useIsBrowser': 'api/useIsBrowser.ts',
  '@docusaurus/plugin-content-docs/client': 'api/plugin-content-docs-client.ts',
  '@docusaurus/Head': 'api/Head.tsx',
  '@docusaurus/router': 'api/router.tsx',
  '@docusaurus/Translate': 'api/Translate.tsx',
  '@docusaurus/Interpolate': 'api/Interpolate.tsx',
  '@docusaurus/ErrorBoundary': 'api/ErrorBoundary.tsx',
  '@docusaurus/ExecutionEnvironment': 'api/ExecutionEnvironment.ts',
  '@docusaurus/constants': 'api/constants.ts',
  '@docusaurus/Noop': 'api/Noop.ts',
  '@docusaurus/useIsomorphicLayoutEffect': 'api/useIsomorphicLayoutEffect.ts',
  '@docusaurus/useBrokenLinks': 'api/useBrokenLinks.ts',
  '@docusaurus/useRouteContext': 'api/useRouteContext.ts',
  '@docusaurus/renderRoutes': 'api/renderRoutes.ts',
  '@docusaurus/isInternalUrl': 'api/isInternalUrl.ts',
  '@generated/routes': 'api/generated-routes.ts',
  '@generated/site-storage': 'api/generated-site-storage.ts',
  '@docusaurus/plugin-content-blog/client': 'api/plugin-content-blog-client.ts',
  // Read from the data files boot.json names, only by the sites that import it (the file says how).
  '@generated/globalData': 'api/generated-global-data.ts',
  // One MDX provider context for the site's `MDXContent` swizzle and the theme's Markdown bodies (i43h).
  '@mdx-js/react': 'api/mdx-react.tsx',
};

/** The `@docusaurus/*` modules, as aliases; `@theme/*` is resolved by `themeModules` (swizzles layer over it). */
export function clientApiAliases(clientDir: string): Alias[] {
  return Object.entries(CLIENT_API_MODULES).map(([module, file]) => ({
    find: new RegExp(`^${module.replace(/[/.]/g, '\\$&')}$`),
    replacement: join(clientDir, file),
  }));
}

/**
 * `@theme/<Name>` → the adapter's file, with Docusaurus's props: `docusaurus/client/theme/` is
 * laid out as a Docusaurus theme folder (`Navbar/Layout.tsx` is `@theme/Navbar/Layout`), read as
 * the site's `src/theme` is (`docusaurus/node/theme/theme-names.ts`).
 */
export const providedThemeModules = (clientDir: string) => Object.fromEntries(compatThemeComponents(join(clientDir, 'theme')));
