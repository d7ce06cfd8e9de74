import { lazy, Suspense } from 'react';

// Few pages are unlisted: the banner, and the admonition it is drawn with, load only on one that is
// (a doc page's first visit does not carry them). The prerender waits for it, so the page's HTML has
// the banner, and hydration keeps that HTML until the module is there. A site with no unlisted page
// bundles no import of it at all (`__CHROME_UNLISTED__`, pipeline/bundle/chrome-use.ts).
const Banner = __CHROME_UNLISTED__ ? lazy(() => import('./UnlistedBanner').then((m) => ({ default: m.UnlistedBanner }))) : null;

/** The unlisted banner of a page whose chunk says it is unlisted (`web/theme/ContentVisibility/UnlistedBanner.tsx`). */
export function Unlisted() {
  if (!Banner) return null;
  return (
    <Suspense fallback={null}>
      <Banner />
    </Suspense>
  );
}
