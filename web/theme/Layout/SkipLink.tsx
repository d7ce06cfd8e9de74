import type { MouseEvent } from 'react';
import { useTranslate } from '../../app/use-translate';

/** The skip link: the first focusable element; its target is the page's <main id="main-content" tabIndex={-1}>. */
export function SkipLink() {
  const t = useTranslate();
  const focusMain = (e: MouseEvent) => {
    const main = document.getElementById('main-content');
    if (main) {
      e.preventDefault();
      main.focus({ preventScroll: true });
      main.scrollIntoView();
    }
  };
  return (
    <a className="skip-link" href="#main-content" onClick={focusMain}>
      {t('theme.common.skipToMainContent', 'Skip to main content')}
    </a>
  );
}
