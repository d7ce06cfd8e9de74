import type { ReactNode } from 'react';

/**
 * Where Docusaurus's `ThemeProvider/TitleFormatter` goes: around each page, inside its route data
 * (the formatter reads the page's plugin). This theme formats titles itself (`common/page-title.ts`),
 * so it draws only `children`; a site's swizzle takes its place (docusaurus/node/theme/chrome-slots.ts)
 * and its formatter reaches the page's head through `web/app/title-format.ts`.
 */
export function TitleFormatter({ children }: { children: ReactNode }) {
  return children;
}
