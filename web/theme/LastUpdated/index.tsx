import { formatDate } from '../PostMeta/format-date';
import { ThemeClassNames } from '../../../docusaurus/shared/theme-class-names';

interface LastUpdatedProps {
  at?: string | null;
  by?: string;
}

/** The date, the author, or both (a plugin's `showLastUpdateAuthor`, with or without `showLastUpdateTime`). */
function LastUpdatedBy({ at, by }: LastUpdatedProps) {
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
 * missing; without authors a last update always has its date.
 */
export function LastUpdated({ at }: LastUpdatedProps) {
  // The props object as given (`by` too) only where authors are drawn: destructuring `by` above, or
  // aliasing one of two functions, would add bytes to every doc page of a site that shows none
  // (the minifier keeps an unread destructured key and a `var` alias; checked with rolldown).
  // eslint-disable-next-line prefer-rest-params
  if (__CHROME_LAST_UPDATE_AUTHOR__) return <LastUpdatedBy {...(arguments[0] as LastUpdatedProps)} />;
  return (
    <p className={__CHROME_THEME_CLASSES__ ? `${ThemeClassNames.common.lastUpdated} last-updated` : 'last-updated'}>
      Last updated on <time dateTime={at!}>{formatDate(at!)}</time>
    </p>
  );
}
