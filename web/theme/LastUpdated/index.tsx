import { formatDate } from '../PostMeta/format-date';

export function LastUpdated({ at }: { at: string | null }) {
  if (!at) return null;
  return (
    <p className="last-updated">
      Last updated on <time dateTime={at}>{formatDate(at)}</time>
    </p>
  );
}
