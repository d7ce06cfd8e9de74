import { lazy, Suspense } from 'react';

// Only the dev server builds drafts: its bundle loads the banner on a draft page, and a production
// bundle, which has no draft, carries no import of it (`__CHROME_DRAFT__`, pipeline/bundle/chrome-use.ts).
const Banner = __CHROME_DRAFT__ ? lazy(() => import('./DraftBanner').then((m) => ({ default: m.DraftBanner }))) : null;

/** The draft banner of a page whose chunk says it is a draft (`web/theme/ContentVisibility/DraftBanner.tsx`). */
export function Draft() {
  if (!Banner) return null;
  return (
    <Suspense fallback={null}>
      <Banner />
    </Suspense>
  );
}
