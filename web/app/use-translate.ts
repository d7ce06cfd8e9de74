import { useRouteData } from './route-data';
import { translate } from './translate';

/** `translate` over the current locale's theme strings (from the manifest). */
export function useTranslate() {
  const i18n = useRouteData()?.manifest.i18n;
  return (id: string, message: string, values?: Record<string, string>) => translate(i18n, id, message, values);
}
