import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslate } from '../../app/use-translate';

// theme-classic's button, loaded once the reader is past the point where it can show: a doc page's
// first visit carries only this listener. Only a Docusaurus site's bundle has it
// (`__CHROME_BACK_TO_TOP__`, pipeline/bundle/chrome-use.ts `themeDefines`).
const Button = __CHROME_BACK_TO_TOP__ ? lazy(() => import('./Button')) : null;

/** Where theme-classic's button shows: past 300px (then while the reader scrolls up, `shown.ts`). */
const THRESHOLD = 300;

/**
 * The back-to-top button theme-classic's `DocRoot/Layout` draws on every doc page of a Docusaurus
 * site (a site that swizzles a part of the doc route draws it through its composition instead).
 * Nothing is drawn, prerendered or hydrated, until the reader first scrolls past the threshold.
 */
export function BackToTop() {
  const t = useTranslate();
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    if (armed) return;
    const onScroll = () => {
      if (window.scrollY >= THRESHOLD) setArmed(true);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [armed]);
  if (!Button || !armed) return null;
  return (
    <Suspense fallback={null}>
      <Button label={t('theme.BackToTopButton.buttonAriaLabel', 'Scroll back to top')} />
    </Suspense>
  );
}
