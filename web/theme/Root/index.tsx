import type { ReactNode } from 'react';

/**
 * The top of the app's tree, around every route and never unmounted while the reader navigates:
 * Docusaurus's `@theme/Root`, which draws its children alone. A site swizzles it to keep state or a
 * provider across pages (docusaurus/node/theme/chrome-slots.ts puts the site's in its place).
 */
export function Root({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
