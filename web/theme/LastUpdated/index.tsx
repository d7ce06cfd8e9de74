import { formatDate } from '../PostMeta/format-date';

/** The doc's last update (Docusaurus's `LastUpdated`), drawn only for a doc that has one, as theme-classic draws it. */
export function LastUpdated({ at }: { at: string }) {
  return (
    <p className="last-updated">
      Last updated on <time dateTime={at}>{formatDate(at)}</time>
    </p>
  );
}
