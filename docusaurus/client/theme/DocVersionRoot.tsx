import renderRoutes, { type DrawnRoute } from '../api/renderRoutes';

/**
 * `@theme/DocVersionRoot`: a docs version's route (`version`: Docusaurus's version metadata), its
 * routes inside. The version's search metadata and `noindex` are in the page's prerendered head, and
 * the docs hooks read the version from the page.
 */
export default function DocVersionRoot({ route }: { route: DrawnRoute; version?: object }) {
  return <>{renderRoutes(route.routes)}</>;
}
