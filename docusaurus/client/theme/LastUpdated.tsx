import { LastUpdated as ThemeLastUpdated } from '../../../web/theme/LastUpdated';

/** `@theme/LastUpdated`: `lastUpdatedAt` in milliseconds, as Docusaurus passes it (`lastUpdatedBy` is not shown here). */
export default function LastUpdated({ lastUpdatedAt }: { lastUpdatedAt?: number | null; lastUpdatedBy?: string | null }) {
  return lastUpdatedAt ? <ThemeLastUpdated at={new Date(lastUpdatedAt).toISOString()} /> : null;
}
