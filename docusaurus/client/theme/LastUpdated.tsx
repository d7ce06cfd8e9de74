import { LastUpdated as ThemeLastUpdated } from '../../../web/theme/LastUpdated';

/** `@theme/LastUpdated`: `lastUpdatedAt` in milliseconds and `lastUpdatedBy`, as Docusaurus passes them (either may be missing). */
export default function LastUpdated({ lastUpdatedAt, lastUpdatedBy }: { lastUpdatedAt?: number | null; lastUpdatedBy?: string | null }) {
  if (!lastUpdatedAt && !lastUpdatedBy) return null;
  return <ThemeLastUpdated at={lastUpdatedAt ? new Date(lastUpdatedAt).toISOString() : null} by={lastUpdatedBy ?? undefined} />;
}
