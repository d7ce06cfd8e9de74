import { useEffect, useRef, useState } from 'react';
import { useTranslate } from '../../../web/app/use-translate';
import { backToTopShown } from './back-to-top';
import IconArrow from './Icon/Arrow';
import './theme-parts.css';

/**
 * `@theme/BackToTopButton`: a button at the corner of the page that scrolls back to the top, shown
 * once the reader is past 300px and scrolls up (a swizzled `Layout` places it; this theme draws none
 * of its own). Hidden in the prerendered page: the scroll position is the browser's.
 */
export default function BackToTopButton() {
  const t = useTranslate();
  const [shown, setShown] = useState(false);
  const last = useRef(0);
  useEffect(() => {
    last.current = window.scrollY;
    const onScroll = () => {
      setShown(backToTopShown(last.current, window.scrollY));
      last.current = window.scrollY;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <button
      type="button"
      aria-label={t('theme.BackToTopButton.buttonAriaLabel', 'Scroll back to top')}
      className={shown ? 'clean-btn theme-back-to-top-button back-to-top back-to-top-shown' : 'clean-btn theme-back-to-top-button back-to-top'}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <IconArrow className="back-to-top-icon" />
    </button>
  );
}
