import { useTranslate } from '../../../web/app/use-translate';
import Button from '../../../web/theme/BackToTop/Button';

/**
 * `@theme/BackToTopButton`: a button at the corner of the page that scrolls back to the top, shown
 * once the reader is past 300px and scrolls up (`web/theme/BackToTop/Button.tsx`, which the chrome
 * draws after every doc page of a Docusaurus site): for a site's component or its doc route's
 * composition, with the locale's label.
 */
export default function BackToTopButton() {
  const t = useTranslate();
  return <Button label={t('theme.BackToTopButton.buttonAriaLabel', 'Scroll back to top')} />;
}
