import DocRootLayout from '@theme/DocRoot/Layout';
import renderRoutes, { type DrawnRoute } from '../api/renderRoutes';

/** `@theme/DocRoot`: a version's docs, the doc's route inside `@theme/DocRoot/Layout` (the sidebar and the main column). */
export default function DocRoot({ route }: { route: DrawnRoute }) {
  return <DocRootLayout>{renderRoutes(route.routes)}</DocRootLayout>;
}
