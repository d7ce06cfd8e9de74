import { formatDate } from '../PostMeta/format-date';
import { ThemeClassNames } from '../../../docusaurus/shared/theme-class-names';

/** The date line alone: a site that shows no author always has a date where this is drawn. */
function LastUpdatedOn({ at }: { at?: string | null; by?: string }) {
  return (
    <p className={__CHROME_THEME_CLASSES__ ? `${ThemeClassNames.common.lastUpdated} last-updated` : 'last-updated'}>
      Last updated on <time dateTime={at!}>{formatDate(at!)}</time>
    </p>
  );
}

/** The date, the author, or both (a plugin's `showLastUpdateAuthor`, with or without `showLastUpdateTime`). */
function LastUpdatedBy({ at, by }: { at?: string | null; by?: string }) {
  return (
    <p className={__CHROME_THEME_CLASSES__ ? `${ThemeClassNames.common.lastUpdated} last-updated` : 'last-updated'}>
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

/**
 * The last update of a doc, a Markdown page or a post (Docusaurus's `LastUpdated`), drawn only where
 * there is one, as theme-classic draws it: the date, and "by" its author for a site whose plugins
 * show authors (`showLastUpdateAuthor`, `__CHROME_LAST_UPDATE_AUTHOR__`), where either may be
 * missing. Two functions, one chosen at build time, so a site that shows dates only bundles the date
 * line as it did before authors were drawn.
 */
export const LastUpdated = __CHROME_LAST_UPDATE_AUTHOR__ ? LastUpdatedBy : LastUpdatedOn;
