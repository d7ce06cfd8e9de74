import type { SiteConfigJson } from '../../../common/contract';
// Docusaurus's `NotFound/Content`, a module of its own: a site's swizzle of it takes its place.
import { NotFoundContent } from './Content';

/** The page for a route the site does not have (Docusaurus's `NotFound`: its `NotFound/Content` in the layout). */
export function NotFound({ site }: { site: SiteConfigJson }) {
  return <NotFoundContent site={site} id="main-content" />;
}
