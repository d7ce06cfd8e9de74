import { lazy, Suspense } from 'react';

// Few pages are unlisted: the banner, and the admonition it is drawn with, load only on one that is
// (a doc page's first visit does not carry them). The prerender waits for it, so the page's HTML has
// the banner, and hydration keeps that HTML until the module is there.
const Banner = lazy(() => import('./UnlistedBanner').then((m) => ({ default: m.UnlistedBanner })));

/** The unlisted banner of a page whose chunk says it is unlisted (`web/theme/ContentVisibility/UnlistedBanner.tsx`). */
export function Unlisted() {
  return (
    <Suspense fallback={null}>
      <Banner />
    </Suspense>
  );
}
