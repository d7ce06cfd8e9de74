import { useRouteLoaderData } from 'react-router';
import type { RouteData } from './route-loader';
import { translate } from './translate';

/** `translate` over the current locale's theme strings (from the manifest). */
export function useTranslate() {
  const i18n = useRouteLoaderData<RouteData>('root')?.manifest.i18n;
  return (id: string, message: string, values?: Record<string, string>) => translate(i18n, id, message, values);
}
