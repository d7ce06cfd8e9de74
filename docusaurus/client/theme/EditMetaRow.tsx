// Through `@theme/`, as theme-classic's: a site's swizzled EditThisPage or LastUpdated draws here.
import EditThisPage from '@theme/EditThisPage';
import * as lastUpdatedModule from '@theme/LastUpdated';
import type CompatLastUpdated from './LastUpdated';
import './theme-parts.css';

// To the type checker `@theme/LastUpdated` is this theme's own module (web/theme comes first in the
// paths); the bundle resolves it to the site's swizzle or the compatibility layer's default export.
const LastUpdated = (lastUpdatedModule as unknown as { default: typeof CompatLastUpdated }).default;

/** Docusaurus's `@theme/EditMetaRow` props: `DocItem/Footer` passes the doc's metadata as it is (any of them may be missing). */
export interface EditMetaRowProps {
  className?: string;
  editUrl?: string | null;
  lastUpdatedAt?: number | null;
  lastUpdatedBy?: string | null;
}

/**
 * `@theme/EditMetaRow`: the edit link and the last update side by side, in Infima's row and columns
 * as theme-classic draws them (a swizzled `DocItem/Footer` composes it with the doc's metadata).
 */
export default function EditMetaRow({ className, editUrl, lastUpdatedAt, lastUpdatedBy }: EditMetaRowProps) {
  return (
    <div className={className ? `row edit-meta-row ${className}` : 'row edit-meta-row'}>
      <div className="col">{editUrl && <EditThisPage editUrl={editUrl} />}</div>
      <div className="col">{(lastUpdatedAt || lastUpdatedBy) && <LastUpdated lastUpdatedAt={lastUpdatedAt} lastUpdatedBy={lastUpdatedBy} />}</div>
    </div>
  );
}
