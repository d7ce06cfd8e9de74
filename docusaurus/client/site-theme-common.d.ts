/**
 * The site's own `@docusaurus/theme-common/internal` (pipeline/bundle/plugins/site-theme-common.ts), or
 * nothing when the site has none installed. Its exports differ across 3.x: each is looked up.
 */
declare module 'virtual:site-theme-common' {
  import type { ComponentType, ReactNode } from 'react';
  /**
   * The names the compatibility layer reads: the module imports exactly these (those a version
   * exports), so a name read here and not listed is a type error, not a provider missing in the
   * bundle. The same list is `SITE_THEME_COMMON_NAMES` (docusaurus/node/bundle/theme-common-packages.ts;
   * a unit test keeps the two equal).
   */
  type Name =
    | 'AnnouncementBarProvider'
    | 'BlogPostProvider'
    | 'CodeBlockContextProvider'
    | 'ColorModeProvider'
    | 'DocProvider'
    | 'DocsPreferredVersionContextProvider'
    | 'DocsSidebarProvider'
    | 'NavbarProvider'
    | 'ScrollControllerProvider'
    | 'TitleFormatterProvider'
    | 'useCodeBlockContext'
    | 'useNavbarMobileSidebar'
    | 'useTitleFormatter';
  export const internal: Partial<Record<Name, ComponentType<{ children?: ReactNode } & Record<string, unknown>>>>;
}
