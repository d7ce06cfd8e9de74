import { useRouteData } from '../../../web/app/route-data';
import { routePlugin } from '../../shared/route-context';

/** `@docusaurus/useRouteContext`: the plugin (name and instance id) that made the page on screen. */
export default function useRouteContext() {
  const data = useRouteData();
  return { plugin: routePlugin(data?.status === 'ok' ? data.chunk : null) };
}
