import type { ReactNode } from 'react';

/**
 * `@theme/Layout/Provider`: theme-classic's providers around a page's layout. This theme's
 * contexts (colour mode, announcement bar, navbar, the preferred docs version) are the app's own,
 * around every route already, so it draws its `children`: what a site's wrapper wraps, its own
 * providers then around the navbar, the page and the footer (`composed/LayoutFrame.tsx`).
 */
export default function LayoutProvider({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
