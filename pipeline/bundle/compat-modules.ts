import { join } from 'node:path';
import type { Alias } from 'vite';
import { compatThemeComponents } from '../theme/theme-names.js';
import type { ChromeSlot } from './theme-modules.js';

/** Module → file of the browser side of the Docusaurus compatibility layer (under web/compat/). */
const COMPAT_MODULES: Record<string, string> = {
  '@docusaurus/Link': 'docusaurus/Link.tsx',
  '@docusaurus/useBaseUrl': 'docusaurus/useBaseUrl.ts',
  '@docusaurus/useDocusaurusContext': 'docusaurus/useDocusaurusContext.ts',
  '@docusaurus/useGlobalData': 'docusaurus/useGlobalData.ts',
  '@docusaurus/BrowserOnly': 'docusaurus/BrowserOnly.tsx',
  '@docusaurus/useIsBrowser': 'docusaurus/useIsBrowser.ts',
  '@docusaurus/plugin-content-docs/client': 'docusaurus/plugin-content-docs-client.ts',
  '@docusaurus/Head': 'docusaurus/Head.tsx',
  '@docusaurus/router': 'docusaurus/router.tsx',
  '@docusaurus/Translate': 'docusaurus/Translate.tsx',
  '@docusaurus/Interpolate': 'docusaurus/Interpolate.tsx',
  '@docusaurus/ErrorBoundary': 'docusaurus/ErrorBoundary.tsx',
  '@docusaurus/ExecutionEnvironment': 'docusaurus/ExecutionEnvironment.ts',
  '@docusaurus/constants': 'docusaurus/constants.ts',
  '@docusaurus/Noop': 'docusaurus/Noop.ts',
  '@docusaurus/useIsomorphicLayoutEffect': 'docusaurus/useIsomorphicLayoutEffect.ts',
  '@docusaurus/useBrokenLinks': 'docusaurus/useBrokenLinks.ts',
  '@docusaurus/useRouteContext': 'docusaurus/useRouteContext.ts',
  '@docusaurus/renderRoutes': 'docusaurus/renderRoutes.ts',
  '@generated/routes': 'docusaurus/generated-routes.ts',
  '@generated/site-storage': 'docusaurus/generated-site-storage.ts',
  '@docusaurus/plugin-content-blog/client': 'docusaurus/plugin-content-blog-client.ts',
};

/** The `@docusaurus/*` modules, as aliases; `@theme/*` is resolved by `themeModules` (swizzles layer over it). */
export function compatAliases(webDir: string): Alias[] {
  return Object.entries(COMPAT_MODULES).map(([module, file]) => ({
    find: new RegExp(`^${module.replace(/[/.]/g, '\\$&')}$`),
    replacement: join(webDir, 'compat', file),
  }));
}

/**
 * `@theme/<Name>` → the compatibility layer's file, with Docusaurus's props: `web/compat/theme/` is
 * laid out as a Docusaurus theme folder (`Navbar/Layout.tsx` is `@theme/Navbar/Layout`), read as
 * the site's `src/theme` is (`pipeline/theme/theme-names.ts`).
 */
export const providedThemeModules = (webDir: string) => Object.fromEntries(compatThemeComponents(join(webDir, 'compat/theme')));

/** The chrome's parts a site's swizzle replaces (imported as `@theme/<Name>` by the chrome): the module and export it renders otherwise. */
export function chromeSlots(webDir: string): Record<string, ChromeSlot> {
  const slot = (file: string, exportName: string): ChromeSlot => ({ file: join(webDir, 'theme', file), exportName });
  return {
    Navbar: slot('Navbar/index.tsx', 'Navbar'),
    Footer: slot('Footer/index.tsx', 'Footer'),
    Admonition: slot('Admonition/index.tsx', 'Admonition'),
    'DocItem/Footer': slot('DocItem/Footer/index.tsx', 'DocItemFooter'),
    BlogSidebar: slot('BlogSidebar/index.tsx', 'BlogSidebar'),
  };
}
