import { formatDate } from '../PostMeta/format-date';
import { ThemeClassNames } from '../../../docusaurus/shared/theme-class-names';

/**
 * The last update of a doc, a Markdown page or a post (Docusaurus's `LastUpdated`), drawn only where
 * there is one, as theme-classic draws it: the date, and "by" its author for a site whose plugins
 * show authors (`showLastUpdateAuthor`, `__CHROME_LAST_UPDATE_AUTHOR__`), where either may be
 * missing. A site that shows dates only draws the date line as it always did, with its bytes.
 */
export function LastUpdated({ at, by }: { at?: string | null; by?: string }) {
  const className = __CHROME_THEME_CLASSES__ ? `${ThemeClassNames.common.lastUpdated} last-updated` : 'last-updated';
  if (!__CHROME_LAST_UPDATE_AUTHOR__)
    return (
      <p className={className}>
        Last updated on <time dateTime={at!}>{formatDate(at!)}</time>
      </p>
    );
  return (
    <p className={className}>
      Last updated
      {at && (
        <>
          {' '}
          on <time dateTime={at}>{formatDate(at)}</time>
        </>
      )}
      {by && (
        <>
          {' '}
          by <b>{by}</b>
        </>
      )}
    </p>
  );
}
