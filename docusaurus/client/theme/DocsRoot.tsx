import renderRoutes, { type DrawnRoute } from '../api/renderRoutes';

/**
 * `@theme/DocsRoot`: the docs plugin's outermost route, its routes inside. Docusaurus draws
 * `@theme/Layout` here; this theme's frame is already around every route (`web/theme/Layout`).
 */
export default function DocsRoot({ route }: { route: DrawnRoute }) {
  return <>{renderRoutes(route.routes)}</>;
}
