import { formatDate } from '../PostMeta/format-date';
import { ThemeClassNames } from '../../../docusaurus/shared/theme-class-names';

/** The doc's last update (Docusaurus's `LastUpdated`), drawn only for a doc that has one, as theme-classic draws it. */
export function LastUpdated({ at }: { at: string }) {
  return (
    <p className={__CHROME_THEME_CLASSES__ ? `${ThemeClassNames.common.lastUpdated} last-updated` : 'last-updated'}>
      Last updated on <time dateTime={at}>{formatDate(at)}</time>
    </p>
  );
}
