/**
 * The site's own `@docusaurus/theme-common/internal` (pipeline/bundle/plugins/site-theme-common.ts), or
 * nothing when the site has none installed. Its exports differ across 3.x: each is looked up.
 */
declare module 'virtual:site-theme-common' {
  import type { ComponentType, ReactNode } from 'react';
  export const internal: Partial<Record<string, ComponentType<{ children?: ReactNode } & Record<string, unknown>>>>;
}
