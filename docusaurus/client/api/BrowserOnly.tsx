import type { ReactNode } from 'react';
import { useHydrated } from '../../../web/app/use-hydrated';

/** `@docusaurus/BrowserOnly`: `children()` runs only in the browser, after hydration. */
export default function BrowserOnly({ children, fallback = null }: { children: () => ReactNode; fallback?: ReactNode }) {
  return <>{useHydrated() ? children() : fallback}</>;
}
