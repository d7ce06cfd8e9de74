import { Breadcrumbs } from './composed/Breadcrumbs';
import { useRouteData } from '../../../web/app/route-data';

/**
 * `@theme/DocBreadcrumbs`: the doc page's trail (its sidebar's categories, then the doc), as this
 * theme's doc page draws it, its first item through `@theme/DocBreadcrumbs/Items/Home`; nothing off
 * a doc page or where the doc has none, as Docusaurus's.
 */
export default function DocBreadcrumbs() {
  const data = useRouteData();
  const items = data?.status === 'ok' && data.chunk.kind === 'doc' ? data.chunk.breadcrumbs : [];
  return items.length > 0 && <Breadcrumbs items={items} />;
}
